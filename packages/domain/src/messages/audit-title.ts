/** The audit page's name alone, in a module of its own: the app shell's menu and breadcrumbs load only this. */
export const AUDIT_TITLE = 'Auditoria';
