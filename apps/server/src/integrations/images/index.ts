export { detectImageKind, type ImageKind } from './image-type';
export { IMAGE_MAX_BYTES, normalizeImage } from './normalize-image';
export { createImageStore, type ImageStore, type StoredImage } from './image-store';
export { readMultipartForm, type MultipartForm } from './multipart-form';
