/** Image formats accepted for logos and visual-identity pictures (.png, .jpg, .jpeg). */
export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The format told by the file's first bytes, never by its name or declared type: a renamed
 * script or a GIF is refused even when called logo.png.
 */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}
