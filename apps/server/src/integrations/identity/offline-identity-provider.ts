import { createRequire } from 'node:module';
import path from 'node:path';
import type { IdentityInput, IdentityProvider, IdentityResult } from './identity';
import { readFields } from './read-fields';
import { loadSharp } from '../images/load-sharp';

const require = createRequire(import.meta.url);

/** Portuguese trained data shipped by @tesseract.js-data/por: nothing is fetched at run time. */
function portugueseLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');
}

type OcrWorker = Awaited<ReturnType<(typeof import('tesseract.js'))['createWorker']>>;
let shared: Promise<OcrWorker> | null = null;
let idleTimer: NodeJS.Timeout | undefined;
// Loading the model costs ~0.3 s: one worker serves a whole job's documents, then goes after a pause.
const IDLE_MS = 30_000;
const OCR_BUDGET_MS = 20_000;
class OcrTimeout extends Error {}

async function ocrImage(image: Buffer): Promise<string> {
  clearTimeout(idleTimer);
  shared ??= import('tesseract.js').then(({ createWorker, OEM }) =>
    createWorker('por', OEM.LSTM_ONLY, { langPath: portugueseLangPath(), cacheMethod: 'none', gzip: true }),
  );
  const worker = shared;
  let timer: NodeJS.Timeout | undefined;
  try {
    // A noisy photo can keep tesseract busy for a minute on a loaded machine: past the budget the
    // worker is dropped (the only way to stop it) and the document reads as no text.
    const budget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeout()), OCR_BUDGET_MS);
    });
    return (await Promise.race([worker.then((w) => w.recognize(image)), budget])).data.text;
  } catch (err) {
    shared = null;
    void worker.then((w) => w.terminate()).catch(() => undefined);
    if (err instanceof OcrTimeout) return '';
    throw err;
  } finally {
    clearTimeout(timer);
    idleTimer = setTimeout(() => {
      const idle = shared;
      shared = null;
      void idle?.then((w) => w.terminate()).catch(() => undefined);
    }, IDLE_MS);
    idleTimer.unref();
  }
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text;
}

/** 64-bit difference hash (9x8 grey thumbnail, each pixel against its right neighbour). */
export async function differenceHash(image: Buffer): Promise<bigint> {
  const sharp = await loadSharp();
  const px = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (px[y * 9 + x]! > px[y * 9 + x + 1]! ? 1n : 0n);
  return hash;
}

/** Share of equal bits of the two hashes, in percent with two decimals. */
export function hashSimilarity(a: bigint, b: bigint): number {
  let diff = a ^ b;
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return Math.round(((64 - bits) / 64) * 10_000) / 100;
}

export const OFFLINE_FACE_METHOD = 'similaridade de imagem (hash perceptual), não é reconhecimento facial';

/**
 * Works on this machine with no network: real OCR of pictures (tesseract.js, Portuguese model
 * from an npm package), the text layer of PDFs, and, for a Documento, a face score that is the
 * perceptual-hash similarity of the document picture and the selfie. That score is derived
 * from both files' content, but it compares whole pictures, not faces: the UI says so.
 */
export function createOfflineIdentityProvider(): IdentityProvider {
  return {
    name: 'offline',
    async check(input: IdentityInput): Promise<IdentityResult> {
      const started = performance.now();
      // A selfie has nothing to read: only its picture counts (the face score of the Documento).
      const text =
        input.fileType === 3
          ? ''
          : input.contentType === 'application/pdf'
            ? await pdfText(input.file)
            : await ocrImage(input.file);
      let faceMatch: number | null = null;
      if (input.fileType === 2 && input.selfie && input.contentType !== 'application/pdf') {
        faceMatch = hashSimilarity(await differenceHash(input.file), await differenceHash(input.selfie));
      }
      return {
        provider: 'offline',
        text: text.trim(),
        fields: readFields(input.fileType, text, input.registration),
        faceMatch,
        faceMethod: faceMatch === null ? null : OFFLINE_FACE_METHOD,
        ms: Math.round(performance.now() - started),
      };
    },
  };
}
