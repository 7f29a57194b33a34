import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { CSV_SEPARATOR, csvCell, formatDocument } from '@lastro/domain';
import type { ExportCell } from '../../lib/export-source';
import { CopyCsv, copyCells, type CopyCellReader } from './copy-rows';
import { inlineParams } from './exports.repository';

/*
 * copy-rows.ts against the CSV writer's rule (csvCell), on PostgreSQL's CSV as its
 * documentation writes it, cut into pieces anywhere: inside a quoted cell, between the two
 * quotes of an escaped one, inside a UTF-8 character.
 */

/** What COPY … (format csv, delimiter ';') writes for a row: quotes where needed, "" for an empty text. */
const pgCsv = (rows: (string | null)[][]) =>
  rows
    .map((row) =>
      row.map((v) => (v === null ? '' : v === '' || /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(CSV_SEPARATOR),
    )
    .join('\n') + '\n';

const readers: CopyCellReader[] = ['text', 'number', formatDocument, 'text'];
const rows: (string | null)[][] = [
  ['=1+1', '12.50', '52998224725', 'Açaí "Bom"; Preço'],
  ['', null, null, null],
  ['-', '-3', '11222333000181', 'Linha\nQuebrada\r\nCRLF'],
  ['\tTab', '0', '', '"'],
  ['@x', '1234567.80', 'ab;c', '""'],
  ['+', '10', '12ABC34501DE35', '\rRetorno'],
];
/** The cells read() would have given for those rows. */
const cells: ExportCell[][] = rows.map((row) =>
  row.map((v, i) => {
    const reader = readers[i]!;
    if (reader === 'number') return v === null ? null : Number(v);
    return typeof reader === 'function' ? reader(v) : v;
  }),
);
const expectedCsv = cells.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + '\r\n').join('');

const input = Buffer.from(pgCsv(rows), 'utf8');
const cutsOf = (pieces: number[]) => {
  const out: Buffer[] = [];
  let at = 0;
  for (const size of pieces) out.push(input.subarray(at, (at += size)));
  if (at < input.length) out.push(input.subarray(at));
  return out;
};

async function mended(pieces: Buffer[]) {
  const out: Buffer[] = [];
  const counts: number[] = [];
  const csv = new CopyCsv(readers, async (n) => void counts.push(n));
  await pipeline(
    Readable.from(pieces),
    csv,
    new Writable({
      write(chunk: Buffer, _e, done) {
        out.push(chunk);
        done();
      },
    }),
  );
  return { text: Buffer.concat(out).toString('utf8'), rows: csv.rows, counts };
}

async function read(pieces: Buffer[]) {
  const out: ExportCell[][] = [];
  for await (const chunk of copyCells(Readable.from(pieces), readers)) out.push(...chunk);
  return out;
}

describe('copy rows', () => {
  it("mends PostgreSQL's CSV into the CSV writer's, whole or cut at any byte", async () => {
    expect(await mended([input])).toMatchObject({ text: expectedCsv, rows: rows.length });
    for (let cut = 1; cut < input.length; cut++) expect((await mended(cutsOf([cut]))).text, `cut at ${cut}`).toBe(expectedCsv);
    const bytes = await mended(cutsOf(Array.from({ length: input.length }, () => 1)));
    expect(bytes.text).toBe(expectedCsv);
    expect(bytes.counts.at(-1)).toBe(rows.length);
  });

  it('reads the same rows as cells for the xlsx writer, whole or cut at any byte', async () => {
    expect(await read([input])).toEqual(cells);
    for (let cut = 1; cut < input.length; cut++) expect(await read(cutsOf([cut, 3])), `cut at ${cut}`).toEqual(cells);
  });

  it('mends rows that grow more than the room a piece keeps for them', async () => {
    const long = 'x'.repeat(20_000);
    const wide: CopyCellReader[] = ['text', () => long];
    const csv = new CopyCsv(wide, async () => undefined);
    const out: Buffer[] = [];
    await pipeline(
      Readable.from([Buffer.from('=a;1\n=b;2\n')]),
      csv,
      new Writable({
        write(chunk: Buffer, _e, done) {
          out.push(chunk);
          done();
        },
      }),
    );
    expect(Buffer.concat(out).toString()).toBe(`'=a;${long}\r\n'=b;${long}\r\n`);
    expect(csv.rows).toBe(2);
  });

  it('refuses a row cut short at the end, and rows of another width', async () => {
    await expect(mended([input.subarray(0, input.length - 3)])).rejects.toThrow(/middle of a row/);
    await expect(read([Buffer.from('a;b\n')])).rejects.toThrow(/2 cells for 4 columns/);
    await expect(read([Buffer.from('a;b;c;d;e\n')])).rejects.toThrow(/more than 4 cells/);
  });
});

describe('inlineParams', () => {
  it('writes each parameter in as a quoted literal, leaving quoted texts and names alone', () => {
    const sql = `select '$1' as "$2", $1, $2::date, $3, $4, $5, $10 from t where x = $6 and y = $7 and z = $8 and w = $9`;
    const params = ["o'brien", new Date('2026-03-02T03:04:05.678Z'), null, true, 42, 'a\\b', 10n, '$1', '', 'ten'];
    expect(inlineParams({ sql, params })).toBe(
      `select '$1' as "$2", 'o''brien', '2026-03-02T03:04:05.678Z'::date, null, 'true', '42', 'ten' from t where x =  E'a\\\\b' and y = '10' and z = '$1' and w = ''`,
    );
    expect(() => inlineParams({ sql: 'select $2', params: [1] })).toThrow(/\$2 of 1/);
    expect(() => inlineParams({ sql: 'select $1', params: [{}] })).toThrow(/object/);
  });
});
