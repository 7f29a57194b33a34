/** RFC 6266: an ASCII fallback plus the UTF-8 name, for every download the API sends. */
export function contentDisposition(name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
