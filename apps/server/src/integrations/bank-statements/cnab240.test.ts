import { describe, expect, it } from 'vitest';
import { readCnab240Lines } from './cnab240-reader';
import { fixture, readAll } from './testing/collect';

/** What each hand-typed fixture holds (fixtures/cnab240-extrato-{bank}.RET, typed from spec 4 §5.3). */
const BANKS = [
  {
    bank: '001',
    account: { raw: '001|012345|000000012345X', agency: '01234', agencyDigit: '5', account: '000000012345', accountDigit: 'X' },
    date: '2026-03-02',
    opening: 1_000_000,
    closing: 1_171_060,
    lines: [
      [3, 150_050, 'C', 'CIELO S.A. RECEBIVEIS', '000001', '222'],
      [4, -3_990, 'D', 'TARIFA PACOTE DE SERVICOS', 'TAR0302', '105'],
      [5, 25_000, 'C', 'TED RECEBIDA JOAO DA SILVA', null, '209'],
    ],
  },
  {
    bank: '033',
    account: { raw: '033|00042|0001300012347', agency: '00042', agencyDigit: null, account: '000130001234', accountDigit: '7' },
    date: '2026-03-03',
    opening: -50_000,
    closing: 61_110,
    lines: [
      [3, 98_765, 'C', 'REDE PAGAMENTOS', 'RD123', '222'],
      [4, 12_345, 'C', 'REDE PAGAMENTOS', 'RD124', '222'],
    ],
  },
  {
    bank: '104',
    account: { raw: '104|007770|0030000012342', agency: '00777', agencyDigit: '0', account: '003000001234', accountDigit: '2' },
    date: '2026-03-04',
    opening: 0,
    closing: 199_000,
    lines: [
      [3, 200_000, 'C', 'PIX RECEBIDO MARIA SOUZA', 'E0000001', '205'],
      [4, -1_000, 'D', 'TARIFA', null, '105'],
    ],
  },
  {
    bank: '237',
    account: { raw: '237|034561|0000009876543', agency: '03456', agencyDigit: '1', account: '000000987654', accountDigit: '3' },
    date: '2026-03-05',
    opening: 123_456,
    closing: 4_691_256,
    lines: [[3, 4_567_800, 'C', 'STONE PAGAMENTOS LOTE 778', '00000000000000000000000000000000000999', '222']],
  },
  {
    bank: '341',
    account: { raw: '341|00001|0000001234566', agency: '00001', agencyDigit: null, account: '000000123456', accountDigit: '6' },
    date: '2026-03-06',
    opening: 1_000_000,
    closing: 1_299_250,
    lines: [
      [3, 150_000, 'C', 'CIELO S.A. RECEBIVEIS', '1', '222'],
      [4, 150_000, 'C', 'CIELO S.A. RECEBIVEIS', '1', '222'],
      [5, -750, 'D', 'TARIFA PIX', '2', '105'],
    ],
  },
] as const;

describe('CNAB 240 extrato, one hand-checked file per bank', () => {
  for (const b of BANKS) {
    it(`reads every field of bank ${b.bank}`, async () => {
      const read = await readAll(fixture(`cnab240-extrato-${b.bank}.RET`));
      expect(read.format).toBe('cnab240');
      expect(read.encoding).toBe('utf-8');
      expect(read.accounts).toEqual([{ bank: b.bank, ...b.account }]);
      expect(read.balances).toEqual([
        { account: b.account.raw, kind: 'opening', date: b.date, amount: b.opening },
        { account: b.account.raw, kind: 'closing', date: b.date, amount: b.closing },
      ]);
      expect(read.lines).toEqual(
        b.lines.map(([lineNumber, amount, entryType, description, document, cnabCategory]) => ({
          lineNumber,
          account: b.account.raw,
          postedDate: b.date,
          amount,
          entryType,
          description,
          document,
          payerDocument: null,
          cnabCategory,
        })),
      );
      expect(read.errors).toEqual([]);
      expect(read.warnings).toEqual([]);
      expect(read.period).toEqual({ start: b.date, end: b.date });
      const credits = b.lines.reduce((s, l) => s + (l[1] > 0 ? l[1] : 0), 0);
      expect(read.totals).toEqual({ credits, debits: credits + b.opening - b.closing });
      expect([read.linesRead, read.errorLines]).toEqual([b.lines.length, 0]);
    });
  }
});

/** The 001 fixture's records, to be altered position by position. */
const records = () => new TextDecoder().decode(fixture('cnab240-extrato-001.RET')).split('\r\n').filter(Boolean);
const put = (record: string, from: number, value: string) => record.slice(0, from - 1) + value + record.slice(from - 1 + value.length);
const bytesOf = (lines: string[]) => new TextEncoder().encode(lines.join('\n') + '\n');

describe('CNAB 240 trailer checks', () => {
  it('refuses a file whose file trailer counts other records', async () => {
    const lines = records();
    await expect(readAll(bytesOf(lines.filter((_, i) => i !== 3)))).rejects.toThrow(
      'Arquivo incompleto: o trailer informa 5 registros e o arquivo tem 4.',
    );
    lines[6] = put(lines[6] ?? '', 24, '000009');
    await expect(readAll(bytesOf(lines))).rejects.toThrow('Arquivo incompleto: o trailer informa 9 registros e o arquivo tem 7.');
  });

  it('refuses, as no CNAB 240, a file whose head is one but a later record is of another width', async () => {
    const lines = records();
    lines[4] = lines[4]!.slice(0, 200);
    // Streamed as the job reads it: the upload recognised the file by its head only.
    const numbered = lines.map((text, i) => ({ number: i + 1, text }));
    await expect(readCnab240Lines(numbered, { onChunk: () => undefined })).rejects.toThrow(
      'Formato de arquivo não reconhecido. Envie OFX, CNAB 240 (extrato para conciliação) ou CSV no modelo do produto.',
    );
  });

  it('refuses a file cut before its trailers', async () => {
    await expect(readAll(bytesOf(records().slice(0, 5)))).rejects.toThrow('Arquivo incompleto: o trailer informa 0 registros e o arquivo tem 5.');
  });

  it('warns, without refusing, when the sums or opening ± entries = closing do not hold', async () => {
    const sums = records();
    sums[5] = put(sums[5] ?? '', 195, '000000000000175051');
    const read = await readAll(bytesOf(sums));
    expect(read.warnings).toEqual([{ account: '001|012345|000000012345X', message: 'A soma dos lançamentos difere do total informado no trailer.' }]);
    expect(read.lines).toHaveLength(3);
    const identity = records();
    identity[5] = put(identity[5] ?? '', 151, '000000000001171061');
    expect((await readAll(bytesOf(identity))).warnings).toHaveLength(1);
  });

  it('keeps a bad detail as an error line with its field and message', async () => {
    const lines = records();
    lines[2] = put(put(put(lines[2] ?? '', 143, '31022026'), 151, '00000000000000000A'), 169, 'X');
    lines[3] = put(lines[3] ?? '', 151, '000000000000000000');
    const read = await readAll(bytesOf(lines));
    expect(read.errors.map((e) => [e.lineNumber, e.field, e.message])).toEqual([
      [3, 'data_lancamento', 'Data inválida'],
      [3, 'valor', 'Valor inválido'],
      [3, 'tipo', 'Tipo deve ser C ou D'],
      [4, 'valor', 'Valor inválido'],
    ]);
    expect(read.errors[0]?.raw).toBe((lines[2] ?? '').slice(0, 200));
    expect(read.lines.map((l) => l.lineNumber)).toEqual([5]);
    expect(read.errorLines).toBe(2);
  });

  it('refuses a CNAB 240 of another service', async () => {
    const lines = records();
    lines[1] = put(lines[1] ?? '', 9, 'C01');
    await expect(readAll(bytesOf(lines))).rejects.toThrow('O arquivo CNAB 240 não é um extrato para conciliação bancária (serviço 04).');
  });
});
