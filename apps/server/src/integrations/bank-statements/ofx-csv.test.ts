import { describe, expect, it } from 'vitest';
import { fixture, readAll } from './testing/collect';

const enc = (text: string) => new TextEncoder().encode(text);

describe('OFX', () => {
  it('reads 1.02 SGML in Windows-1252 without closing tags, comma decimals and a shared FITID', async () => {
    const read = await readAll(fixture('ofx102-sgml-cp1252.ofx'));
    expect([read.format, read.encoding]).toEqual(['ofx', 'windows-1252']);
    const raw = '0033|0042|00420130001234';
    expect(read.accounts).toEqual([{ raw, bank: '033', agency: '0042', agencyDigit: null, account: '00420130001234', accountDigit: null }]);
    const line = { account: raw, payerDocument: null, cnabCategory: null, document: '20260302001' };
    expect(read.lines).toEqual([
      { ...line, lineNumber: 41, postedDate: '2026-03-02', amount: 123_456, entryType: 'C', description: 'CIELO S.A. RECEBIVEIS CARTÃO' },
      { ...line, lineNumber: 51, postedDate: '2026-03-02', amount: -3_990, entryType: 'D', description: 'TARIFA MANUTENÇÃO – PACOTE' },
      { ...line, lineNumber: 58, postedDate: '2026-03-03', amount: 25_000, entryType: 'C', description: 'PIX RECEBIDO JOÃO & FILHOS' },
    ]);
    expect(read.errors).toEqual([
      { lineNumber: 65, field: 'DTPOSTED', message: 'Campo obrigatório', raw: '<STMTTRN> <TRNTYPE>CREDIT <TRNAMT>10,00 <FITID>X1 <MEMO>SEM DATA' },
      {
        lineNumber: 71,
        field: 'TRNAMT',
        message: 'Valor inválido',
        raw: '<STMTTRN> <TRNTYPE>CREDIT <DTPOSTED>20260303 <TRNAMT>dez reais <FITID>X2 <MEMO>VALOR ERRADO',
      },
    ]);
    expect(read.balances).toEqual([{ account: raw, date: '2026-03-03', kind: 'closing', amount: -150_000 }]);
    expect(read.period).toEqual({ start: '2026-03-02', end: '2026-03-03' });
    expect(read.totals).toEqual({ credits: 148_456, debits: 3_990 });
  });

  it('tolerates lower-case tags and blank lines', async () => {
    const read = await readAll(fixture('ofx102-sgml-lowercase.ofx'));
    expect(read.accounts[0]?.raw).toBe('341||123456');
    expect(read.lines).toMatchObject([{ lineNumber: 17, postedDate: '2026-03-04', amount: 10_050, description: 'STONE PAGAMENTOS', document: 'A1' }]);
  });

  it('reads 2.x XML in UTF-8', async () => {
    const read = await readAll(fixture('ofx220-xml.ofx'));
    expect(read.encoding).toBe('utf-8');
    expect(read.accounts).toEqual([{ raw: '237|34561|9876543', bank: '237', agency: '34561', agencyDigit: null, account: '9876543', accountDigit: null }]);
    expect(read.lines.map((l) => [l.lineNumber, l.postedDate, l.amount, l.entryType, l.description, l.document])).toEqual([
      [26, '2026-03-05', 4_567_800, 'C', 'GETNET LIQUIDAÇÃO', 'B-1'],
      [34, '2026-03-05', -1_230, 'D', 'IOF', 'B-2'],
    ]);
    expect(read.balances).toEqual([{ account: '237|34561|9876543', date: '2026-03-05', kind: 'closing', amount: 4_566_570 }]);
  });

  it('refuses a value above 10,000 characters, naming its line', async () => {
    const text = new TextDecoder('latin1').decode(fixture('ofx102-sgml-lowercase.ofx')).replace('<memo>PAGAMENTOS', `<memo>${'X'.repeat(10_001)}`);
    await expect(readAll(enc(text))).rejects.toThrow('Arquivo inválido: linha 23 acima do tamanho permitido.');
    const atCap = new TextDecoder('latin1').decode(fixture('ofx102-sgml-lowercase.ofx')).replace('<memo>PAGAMENTOS', `<memo>${'X'.repeat(9_000)}`);
    expect((await readAll(enc(atCap))).lines[0]?.description).toHaveLength(200);
  });

  it('shortens over-long tag names before ofx-js sees them (its SGML regex is exponential in them)', async () => {
    const text = new TextDecoder('latin1').decode(fixture('ofx102-sgml-lowercase.ofx')).replace('<bankmsgsrsv1>', `<bankmsgsrsv1>\n<${'A'.repeat(64)}>x`);
    expect((await readAll(enc(text))).lines).toHaveLength(1);
  });
});

describe("CSV 'extrato'", () => {
  it('reads pt-BR amounts, quoted cells, unknown columns and accented headers', async () => {
    const read = await readAll(fixture('csv-extrato-ptbr.csv'));
    const raw = '341|0001|12345-6';
    expect([read.format, read.encoding]).toEqual(['csv', 'utf-8']);
    expect(read.accounts).toEqual([{ raw, bank: '341', agency: '0001', agencyDigit: null, account: '12345', accountDigit: '6' }]);
    expect(read.lines).toEqual([
      {
        lineNumber: 2,
        account: raw,
        postedDate: '2026-01-05',
        amount: 123_456,
        entryType: 'C',
        description: 'CIELO S.A. RECEBIVEIS',
        document: '000123',
        payerDocument: '01027058000191',
        cnabCategory: null,
      },
      { lineNumber: 3, account: raw, postedDate: '2026-01-05', amount: -3_990, entryType: 'D', description: 'TARIFA; PACOTE "PLUS"', document: null, payerDocument: null, cnabCategory: null },
    ]);
    expect(read.errors).toEqual([{ lineNumber: 5, field: 'tipo', message: 'Tipo deve ser C ou D', raw: '341;0001;12345-6;06/01/2026;10,00;X;LINHA RUIM;;;;' }]);
    expect(read.balances).toEqual([{ account: raw, date: '2026-01-05', kind: 'closing', amount: -150_000 }]);
  });

  it('reads dot decimals and ISO dates in Windows-1252', async () => {
    const read = await readAll(fixture('csv-extrato-dot-cp1252.csv'));
    expect(read.encoding).toBe('windows-1252');
    expect(read.lines.map((l) => [l.amount, l.description, l.payerDocument, l.document])).toEqual([
      [123_456, 'PAGAMENTO RECEBIDO DE JOSÉ', '11144477735', null],
      [-10, 'TARIFA', null, 'DOC9'],
    ]);
    expect(read.balances).toEqual([{ account: '237|3456|9876543', date: '2026-01-07', kind: 'closing', amount: 123_456 }]);
  });

  const header = 'banco;agencia;conta;data_lancamento;valor;tipo;descricao';

  it('refuses missing required columns, a record above 10,000 characters and a file without lines', async () => {
    await expect(readAll(enc('banco;conta;valor;descricao;x\n341;1;2;3;4\n'))).rejects.toThrow('Colunas obrigatórias ausentes: agencia, data_lancamento, tipo.');
    await expect(readAll(enc(`${header}\n341;1;1;05/01/2026;1,00;C;ok\n341;1;1;05/01/2026;1,00;C;${'x'.repeat(10_000)}\n`))).rejects.toThrow(
      'Arquivo inválido: linha 3 acima do tamanho permitido.',
    );
    await expect(readAll(enc(`${header}\n\n`))).rejects.toThrow('O arquivo não tem linhas para importar.');
  });

  it('hands lines over in chunks of the size asked', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `341;1;1;05/01/2026;${i + 1},00;C;L${i}`);
    const read = await readAll(enc([header, ...rows].join('\n')), 5);
    expect(read.chunks.map((c) => c.lines.length)).toEqual([5, 5, 2]);
    expect(read.lines.map((l) => l.lineNumber)).toEqual(rows.map((_, i) => i + 2));
  });
});

describe('decoding and recognition by content', () => {
  const csv = 'banco;agencia;conta;data_lancamento;valor;tipo;descricao\r\n341;1;1;05/01/2026;1,00;C;AÇÃO\r\n';

  it('reads UTF-8 with or without BOM, CRLF or LF, and invalid UTF-8 as Windows-1252', async () => {
    for (const bytes of [enc(csv), enc(`\uFEFF${csv}`), enc(csv.replace(/\r\n/g, '\n'))]) {
      const read = await readAll(bytes);
      expect([read.encoding, read.lines[0]?.description]).toEqual(['utf-8', 'AÇÃO']);
    }
    const cp1252 = Uint8Array.from(Array.from(csv, (c) => (c === 'Ç' ? 0xc7 : c === 'Ã' ? 0xc3 : c.charCodeAt(0))));
    const read = await readAll(cp1252);
    expect([read.encoding, read.lines[0]?.description]).toEqual(['windows-1252', 'AÇÃO']);
  });

  it('never looks at the extension: only content decides, and anything else is refused', async () => {
    const M = 'Formato de arquivo não reconhecido. Envie OFX, CNAB 240 (extrato para conciliação) ou CSV no modelo do produto.';
    await expect(readAll(enc('%PDF-1.4\n1 0 obj\n'))).rejects.toThrow(M);
    await expect(readAll(enc('data,valor\n05/01/2026,1.00\n'))).rejects.toThrow(M);
    await expect(readAll(enc('x'.repeat(240) + '\n'))).rejects.toThrow(M);
    await expect(readAll(enc('OFXHEADER:100\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>'))).rejects.toThrow(M);
    await expect(readAll(enc('  \r\n\n'))).rejects.toThrow('O arquivo não tem linhas para importar.');
  });
});
