import { MAX_IMAGE_DIMENSION, MESSAGES } from '@lastro/domain';
import { badRequest } from '../../lib/errors';
import { detectImageKind } from './image-type';
import { loadSharp } from './load-sharp';

/** Upload size limit of images (logos, visual identity). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// A 5 MB file can still decode to a huge bitmap; refuse anything beyond ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an uploaded picture by its magic bytes (png, jpg/jpeg) and returns it as a PNG of at
 * most 1200x1200 (aspect kept, never enlarged, EXIF rotation applied, metadata dropped).
 * Anything else answers 400 'Arquivo inválido. Arquivos suportados: .png, .jpg, .jpeg'.
 */
export async function normalizeImage(bytes: Buffer, maxDimension: number = MAX_IMAGE_DIMENSION): Promise<Buffer> {
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(MESSAGES.errors.payloadTooLarge);
  if (!detectImageKind(bytes)) throw badRequest(MESSAGES.validation.unsupportedImageFile);
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // Right signature, broken or oversized content.
    throw badRequest(MESSAGES.validation.unsupportedImageFile);
  }
}
