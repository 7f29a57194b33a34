import { describe, expect, it } from 'vitest';
import type { ImportSource } from '../../lib/import-source';
import { writeInBatches } from './import-batches';

async function* records(n: number) {
  for (let i = 1; i <= n; i++) yield { value: String(i) };
}

/** A source whose writes are slow and logged, so overlap and order can be seen. */
function source(log: string[], opts: { failAtBatch?: number } = {}): ImportSource<number, object> {
  let batches = 0;
  return {
    batchSize: 3,
    parseRow: (r: Record<string, string>) => {
      log.push(`parse ${r.value}`);
      return r.value === '5' ? { error: 'cinco' } : Number(r.value);
    },
    async writeBatch(rows: { line: number; row: number }[]) {
      const n = ++batches;
      log.push(`write ${n} start`);
      await new Promise((r) => setTimeout(r, 20));
      if (n === opts.failAtBatch) throw new Error('falhou');
      log.push(`write ${n} end`);
      return new Map(rows.filter((r) => r.row === 7).map((r) => [r.line, 'sete']));
    },
  } as unknown as ImportSource<number, object>;
}

describe('writeInBatches', () => {
  it('parses the next batch while the last one is written, and saves batches one at a time in file order', async () => {
    const log: string[] = [];
    const saved: { lines: number[]; upTo: number }[] = [];
    const total = await writeInBatches(records(8), {
      source: source(log) as never,
      options: {},
      scope: {} as never,
      importId: 'x',
      async saved(failures, upTo) {
        log.push(`saved ${upTo}`);
        saved.push({ lines: failures.map((f) => f.line), upTo });
      },
    });
    expect(total).toBe(8);
    // Line 5 refused by parsing, line 7 by the write; each with the batch that holds it.
    expect(saved).toEqual([
      { lines: [], upTo: 3 },
      { lines: [5], upTo: 6 },
      { lines: [7], upTo: 8 },
    ]);
    // Lines 4-6 were parsed before the first write ended; the second write began after the first was saved.
    expect(log.indexOf('parse 4')).toBeLessThan(log.indexOf('write 1 end'));
    expect(log.indexOf('saved 3')).toBeLessThan(log.indexOf('write 2 start'));
  });

  it('stops at a failed write and rethrows it, with nothing after it saved', async () => {
    const saved: number[] = [];
    const run = writeInBatches(records(9), {
      source: source([], { failAtBatch: 2 }) as never,
      options: {},
      scope: {} as never,
      importId: 'x',
      async saved(_f, upTo) {
        saved.push(upTo);
      },
    });
    await expect(run).rejects.toThrow('falhou');
    expect(saved).toEqual([3]);
  });

  it('reads past the lines an earlier attempt finished', async () => {
    const log: string[] = [];
    const saved: number[] = [];
    await writeInBatches(records(8), {
      source: source(log) as never,
      options: {},
      scope: {} as never,
      importId: 'x',
      after: 6,
      async saved(_f, upTo) {
        saved.push(upTo);
      },
    });
    expect(log.filter((l) => l.startsWith('parse'))).toEqual(['parse 7', 'parse 8']);
    expect(saved).toEqual([8]);
  });
});
