import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { openStaging, type StagedError, type StagedLine } from './file-staging.repository';
import { storedFile } from './testing';

let t: TestApp;
let creditorId: string;
beforeAll(async () => {
  t = await createTestApp();
  creditorId = (await createCreditor(t.database.db)).id;
});
afterAll(async () => t?.close());

const analysedFile = () => storedFile(t, creditorId, 'em_analise');

const line = (lineNumber: number, description = `PIX RECEBIDO ${lineNumber}`): StagedLine => ({
  lineNumber,
  accountId: null,
  postedDate: '2026-02-10',
  amount: 1_000 + lineNumber,
  entryType: 'C',
  description,
  documentId: null,
  payerDocument: null,
  cnabCategory: null,
  dedupKey: String(lineNumber).padStart(64, '0'),
  status: 'nova',
  ignoreReason: null,
  classification: 'outro',
  acquirerId: null,
  ruleId: null,
});
const error = (lineNumber: number): StagedError => ({ lineNumber, field: 'data', message: 'Data inválida', raw: 'x' });

const errorsOf = async (fileId: string) =>
  (await t.database.query<{ line_number: number }>('select line_number from reconciliation_line_errors where file_id = $1 order by 1', [fileId])).map((r) => r.line_number);

describe('file staging (spec 4 §4.1, §5.6: chunks of lines by COPY)', () => {
  it('writes each piece to the chunk COPY at once, ends the chunk every chunkSize file lines and stores its errors then', async () => {
    const fileId = await analysedFile();
    const staging = await openStaging(t.database.pool, creditorId, fileId, 3);
    try {
      expect(await staging.add([line(1), line(2)], [], 2)).toBe(0);
      // A tab, a newline and a backslash in a description travel escaped in the COPY text.
      expect(await staging.add([line(3, 'TED\tDE\\FULANO\nLTDA')], [error(4)], 2)).toBe(4);
      expect(await errorsOf(fileId)).toEqual([4]);
      expect(await staging.add([line(5)], [error(6)], 2)).toBe(0);
      expect(await errorsOf(fileId)).toEqual([4]);
      expect(await staging.endChunk()).toBe(2);
      expect(await staging.endChunk()).toBe(0);
      expect(await errorsOf(fileId)).toEqual([4, 6]);

      const decided = await staging.decide({ balances: [], divergent: false, finalStatus: () => 'processado' });
      expect(decided).toEqual({ status: 'aguardando_confirmacao', counts: { fresh: 4, duplicated: 0, ignored: 0, errors: 2 } });
      const staged = await t.database.query<{ line_number: number; description: string }>(
        'select line_number, description from reconciliation_bank_lines where file_id = $1 order by line_number',
        [fileId],
      );
      expect(staged).toEqual([
        { line_number: 1, description: 'PIX RECEBIDO 1' },
        { line_number: 2, description: 'PIX RECEBIDO 2' },
        { line_number: 3, description: 'TED\tDE\\FULANO\nLTDA' },
        { line_number: 5, description: 'PIX RECEBIDO 5' },
      ]);
    } finally {
      await staging.close();
    }
  });

  it('a reading that fails with a chunk COPY open still ends the staging and hands its connection back', async () => {
    const fileId = await analysedFile();
    const staging = await openStaging(t.database.pool, creditorId, fileId, 1_000);
    expect(await staging.add([line(1), line(2)], [], 2)).toBe(0);
    // As analyse()'s finally does when the reader throws: no endChunk, straight to close.
    await staging.close();
    const { pool } = t.database;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(await t.database.query('select 1 from reconciliation_bank_lines where file_id = $1', [fileId])).toEqual([]);
  });
});
