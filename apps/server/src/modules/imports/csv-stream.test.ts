import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCsvInspector, readCsvRecords } from './csv-stream';

/** The bytes cut into pieces at the given offsets, as a network upload may deliver them. */
const chunked = (bytes: Buffer, cuts: number[]) => {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) {
    if (p > from) pieces.push(bytes.subarray(from, p));
    from = Math.max(from, p);
  }
  return Readable.from(pieces, { objectMode: false });
};

async function inspect(bytes: Buffer, cuts: number[] = []) {
  const inspector = createCsvInspector();
  await pipeline(chunked(bytes, cuts), inspector.stream, new Writable({ write: (_c, _e, done) => done() }));
  return inspector.result();
}

async function records(bytes: Buffer, cuts: number[] = []) {
  const { encoding, separator } = await inspect(bytes, cuts);
  const out: Record<string, string>[] = [];
  for await (const r of readCsvRecords(chunked(bytes, cuts), encoding, separator)) out.push(r);
  return out;
}

describe('the upload inspector and the streamed reader', () => {
  it('tell UTF-8 (with BOM) from Windows-1252, count the rows and read the headers normalised', async () => {
    const utf8 = Buffer.from('\uFEFFCNPJ / CPF;Razão Social\r\n1;Ação\r\n\r\n2;Pará\r\n', 'utf8');
    expect(await inspect(utf8)).toMatchObject({ encoding: 'utf-8', separator: ';', rows: 2, headers: ['cnpj___cpf', 'razão_social'] });
    const cp1252 = Buffer.from([...Buffer.from('a,b\n1,'), 0xc7, 0xe3, 0x80, ...Buffer.from('\n')]);
    expect(await inspect(cp1252)).toMatchObject({ encoding: 'windows-1252', separator: ',', rows: 1, headers: ['a', 'b'] });
    expect(await records(cp1252)).toEqual([{ a: '1', b: 'Çã€' }]);
  });

  it('property: however the bytes are cut, UTF-8 accents split across chunks are read whole', async () => {
    const text = 'nome;cidade\nJoão;São Paulo\nAção;Pará\n"Ç;ã";€\n';
    const bytes = Buffer.from(text, 'utf8');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: bytes.length }), { maxLength: 12 }), async (cuts) => {
        expect((await inspect(bytes, cuts)).encoding).toBe('utf-8');
        expect(await records(bytes, cuts)).toEqual([
          { nome: 'João', cidade: 'São Paulo' },
          { nome: 'Ação', cidade: 'Pará' },
          { nome: 'Ç;ã', cidade: '€' },
        ]);
      }),
      { numRuns: 60 },
    );
  });
});
