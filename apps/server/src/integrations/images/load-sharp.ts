/**
 * sharp (libvips) on first use: it weighs ~25 MB resident, and a process that never handles an
 * image (an API process between uploads, a worker) should not carry it.
 */
export const loadSharp = () => import('sharp').then((m) => m.default);
