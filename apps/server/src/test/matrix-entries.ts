import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MatrixEntry } from './matrix/types';

const MATRIX_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'matrix');
const NOT_ENTRY_FILES = new Set(['types.ts', 'context.ts']);

/** Every entry of src/test/matrix/<module>.ts (each exports `matrix: MatrixEntry[]`), files in name order. */
export async function loadMatrixEntries(): Promise<MatrixEntry[]> {
  const files = readdirSync(MATRIX_DIR)
    .filter((f) => f.endsWith('.ts') && !NOT_ENTRY_FILES.has(f))
    .sort();
  const entries: MatrixEntry[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(MATRIX_DIR, file)).href)) as { matrix?: MatrixEntry[] };
    if (!Array.isArray(mod.matrix)) throw new Error(`${file} must export matrix: MatrixEntry[]`);
    entries.push(...mod.matrix);
  }
  return entries;
}

/** 'METHOD /api/url', as routes are named in the OpenAPI document and the audit's route map. */
export const routeKeyOf = (e: { method: string; url: string }) => `${e.method} ${e.url}`;
