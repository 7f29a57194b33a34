/** Text made safe inside HTML (notification bodies carry `notification_info` as HTML). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
