import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../plugins/route-auth';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { ExportSources, type ExportSource } from '../../lib/export-source';
import { createExportsService } from './exports.service';
import { xlsxRows } from './testing/export-flow';

const auth = { accountId: 'a', accountType: 'Backoffice', isAdmin: true, creditorId: null } as unknown as AuthContext;
let reads = 0;
const source: ExportSource<{ n: number; name: string }, { from: number }> = {
  kind: 'numbers',
  fileBaseName: 'numeros',
  sheetName: 'Números',
  params: z.object({ from: z.coerce.number().int().min(0).max(1000) }),
  columns: [
    { header: 'N', value: (r) => r.n },
    { header: 'Nome', value: (r) => r.name },
  ],
  async *read({ from }, _scope, chunkSize) {
    for (let i = from; i < from + 10; i += chunkSize) {
      reads++;
      yield Array.from({ length: Math.min(chunkSize, from + 10 - i) }, (_, k) => ({ n: i + k, name: `=n${i + k}` }));
    }
  },
};

const app = Fastify();
const service = createExportsService(new ExportSources(), { enqueue: async () => 'never' });
await app.register(errorHandlerPlugin);
app.get('/stream', async (request, reply) => {
  const q = request.query as Record<string, unknown>;
  return service.stream(reply, source, { auth, query: { from: q.from }, format: q.format === 'csv' ? 'csv' : 'xlsx', rowCap: 3 });
});
afterAll(() => app.close());

describe('a detail table streamed straight back by the export writer', () => {
  it('writes at most the row cap, reads no further than it needs, neutralises cells (CSV)', async () => {
    reads = 0;
    const res = await app.inject({ method: 'GET', url: '/stream?from=5&format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="numeros-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/);
    expect(res.body).toBe("\ufeffN;Nome\r\n5;'=n5\r\n6;'=n6\r\n7;'=n7\r\n");
    expect(reads).toBe(1);
  });

  it('writes xlsx the same way', async () => {
    const res = await app.inject({ method: 'GET', url: '/stream?from=0' });
    const { sheetName, rows } = await xlsxRows(res.rawPayload);
    expect(sheetName).toBe('Números');
    expect(rows).toEqual([['N', 'Nome'], [0, "'=n0"], [1, "'=n1"], [2, "'=n2"]]);
  });

  it('refuses bad parameters before writing anything, with the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/stream?from=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toHaveLength(1);
  });
});
