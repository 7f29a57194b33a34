import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './app';
import { createMatrixContext } from './matrix/context';
import type { MatrixEntry, Role } from './matrix/types';

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

type MatrixWorld = Awaited<ReturnType<typeof createMatrixContext>>;

/** A test app with the matrix's world (creditors, admin, callers per grant set), opened before a file's tests and closed after them. */
export function useMatrixWorld(): { t: TestApp; world: MatrixWorld } {
  const opened = {} as { t: TestApp; world: MatrixWorld };
  beforeAll(async () => {
    opened.t = await createTestApp();
    opened.world = await createMatrixContext(opened.t);
  });
  afterAll(async () => opened.t?.close());
  return opened;
}

/**
 * Sends `entry`'s request as `role`: its fixtures made, a token holding its grants, then
 * `beforeSend` (once the fixtures exist, right before the call), then the call itself.
 */
export async function sendEntry<B = undefined>(
  { t, world }: { t: TestApp; world: MatrixWorld },
  entry: MatrixEntry,
  role: Role,
  opts: { headers?: Record<string, string>; beforeSend?: () => Promise<B> } = {},
): Promise<{ url: string; payload: unknown; res: LightMyRequestResponse; before: B | undefined }> {
  const spec = (await entry.request?.(world.ctx, role)) ?? {};
  const token = await world.tokenFor(role, entry.grants ?? [], Boolean(entry.ownSession));
  const before = await opts.beforeSend?.();
  const url = spec.url ?? entry.url;
  const headers = { ...spec.headers, ...opts.headers };
  const res = await t.as(token, {
    method: entry.method,
    url,
    ...(spec.query ? { query: Object.fromEntries(Object.entries(spec.query).map(([k, v]) => [k, String(v)])) } : {}),
    ...(spec.payload !== undefined ? { payload: spec.payload as object } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
  });
  return { url, payload: spec.payload, res, before };
}
