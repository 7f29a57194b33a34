import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWindows1252, encodeWindows1252 } from '../imports/csv-reading';
import { MESSAGES } from '../messages/index';
import {
  anomalyApplies,
  anomalyDraw,
  anomalyDrawText,
  createKeyedOccurrenceCounter,
  dedupKeyText,
  normaliseStatementDescription,
  sanitiseStatementFileName,
} from './index';

const M = MESSAGES.reconciliationStatements;

/** The occurrences alone, the counter keeping `keyOf` of each text (the text itself unless told). */
const createOccurrenceCounter = (keyOf: (text: string) => string = (text) => text) => {
  const count = createKeyedOccurrenceCounter(keyOf);
  return (line: Parameters<typeof count>[0]) => count(line)[0];
};

describe('statement messages', () => {
  it('holds the spec texts exactly', () => {
    expect(M.formatNotRecognised).toBe(
      'Formato de arquivo não reconhecido. Envie OFX, CNAB 240 (extrato para conciliação) ou CSV no modelo do produto.',
    );
    expect(M.cnabNotStatement).toBe('O arquivo CNAB 240 não é um extrato para conciliação bancária (serviço 04).');
    expect(M.incompleteFile(12, 10)).toBe('Arquivo incompleto: o trailer informa 12 registros e o arquivo tem 10.');
    expect(M.totalsDiffer).toBe('A soma dos lançamentos difere do total informado no trailer.');
    expect(M.missingColumns('banco, tipo')).toBe('Colunas obrigatórias ausentes: banco, tipo.');
    expect(M.lineTooLong(7)).toBe('Arquivo inválido: linha 7 acima do tamanho permitido.');
    expect(M.emptyFile).toBe('O arquivo não tem linhas para importar.');
    expect([M.required, M.invalidDate, M.invalidAmount, M.invalidEntryType]).toEqual([
      'Campo obrigatório',
      'Data inválida',
      'Valor inválido',
      'Tipo deve ser C ou D',
    ]);
    expect([M.bankNotRegistered, M.invalidAgency, M.invalidAccount, M.invalidDocument]).toEqual([
      'Banco não cadastrado',
      'Agência inválida',
      'Conta inválida',
      'Documento inválido',
    ]);
  });
});

describe('dedup key', () => {
  it('normalises descriptions: upper case, no accents, single spaces', () => {
    expect(normaliseStatementDescription('  Crédito  cielo\tS.A.  ')).toBe('CREDITO CIELO S.A.');
    expect(normaliseStatementDescription('TARIFA  Pacote ÇÃO')).toBe('TARIFA PACOTE CAO');
  });

  it('ignores case, accents and spacing of the description, and nothing else', () => {
    const line = { accountKey: '60701190|1|12345', postedDate: '2026-03-02', amount: 1000, description: 'Pix  recebido João' };
    expect(dedupKeyText(line, 0)).toBe(dedupKeyText({ ...line, description: 'PIX RECEBIDO JOAO' }, 0));
    expect(dedupKeyText(line, 0)).not.toBe(dedupKeyText(line, 1));
    expect(dedupKeyText(line, 0)).not.toBe(dedupKeyText({ ...line, amount: -1000 }, 0));
    expect(dedupKeyText(line, 0)).not.toBe(dedupKeyText({ ...line, postedDate: '2026-03-03' }, 0));
    expect(dedupKeyText(line, 0)).not.toBe(dedupKeyText({ ...line, accountKey: '60701190|1|12346' }, 0));
  });

  it("cannot make two different lines' keys equal through a separator in the text", () => {
    const a = { accountKey: 'A|B', postedDate: '2026-03-02', amount: 1, description: 'C' };
    const b = { accountKey: 'A', postedDate: '2026-03-02', amount: 1, description: 'B|C' };
    expect(dedupKeyText(a, 0)).not.toBe(dedupKeyText(b, 0));
  });

  const lineArb = fc.record({
    accountKey: fc.constantFrom('k1', 'k2'),
    postedDate: fc.constantFrom('2026-03-02', '2026-03-03'),
    amount: fc.constantFrom(100, -100, 250),
    description: fc.constantFrom('CIELO', 'cielo', 'Pix', 'PIX '),
  });

  it('numbers the repeats of a line 0, 1, 2 … in file order, so every key of a file is distinct', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 60 }), (lines) => {
        const occurrence = createOccurrenceCounter();
        const keys = lines.map((l) => dedupKeyText(l, occurrence(l)));
        expect(new Set(keys).size).toBe(lines.length);
        // The same lines exported again (another file) give the same keys: the overlap is found.
        const again = createOccurrenceCounter();
        expect(lines.map((l) => dedupKeyText(l, again(l)))).toEqual(keys);
        // A line's index is the number of equal lines before it.
        lines.forEach((l, i) => {
          const same = lines.slice(0, i).filter((p) => dedupKeyText(p, 0) === dedupKeyText(l, 0)).length;
          expect(keys[i]).toBe(dedupKeyText(l, same));
        });
      }),
    );
  });

  it('numbers lines alike whether it keeps their texts or a digest of them', () => {
    const digest = (text: string) => createHash('sha256').update(text).digest('binary');
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 60 }), (lines) => {
        const [plain, digested] = [createOccurrenceCounter(), createOccurrenceCounter(digest)];
        expect(lines.map((l) => digested(l))).toEqual(lines.map((l) => plain(l)));
      }),
    );
  });

  it('keeps a later export of the same day a superset: its first lines meet the earlier keys', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), fc.array(lineArb, { maxLength: 30 }), (first, extra) => {
        const c1 = createOccurrenceCounter();
        const earlier = new Set(first.map((l) => dedupKeyText(l, c1(l))));
        const c2 = createOccurrenceCounter();
        const later = [...first, ...extra].map((l) => dedupKeyText(l, c2(l)));
        expect(later.filter((k) => earlier.has(k))).toHaveLength(first.length);
      }),
    );
  });
});

describe('stored file name', () => {
  it('keeps the part after the last slash, drops control characters, cuts at 120', () => {
    expect(sanitiseStatementFileName('C:\\Users\\ana\\extrato março.ofx')).toBe('extrato março.ofx');
    expect(sanitiseStatementFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseStatementFileName('a\u0000b\r\nc\u007f.csv')).toBe('abc.csv');
    expect(sanitiseStatementFileName('dir/')).toBe('extrato');
    expect(sanitiseStatementFileName('\u0001\u0002')).toBe('extrato');
    expect(sanitiseStatementFileName(null)).toBe('extrato');
    expect(sanitiseStatementFileName(`${'x'.repeat(119)}😀😀.ofx`)).toBe(`${'x'.repeat(119)}😀`);
  });

  it('never holds a slash or a control character and never passes 120 characters', () => {
    // The characters that matter: separators, controls (C0, DEL, C1), spaces, accents, astral.
    const unit = fc.constantFrom('a', 'é', '/', '\\', '\u0000', '\u001f', '\u007f', '\u0085', ' ', '\t', '.', '😀');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 300 }), (name) => {
        const clean = sanitiseStatementFileName(name);
        // eslint-disable-next-line no-control-regex -- asserting that control characters are gone
        expect(clean).not.toMatch(/[/\\\u0000-\u001f\u007f-\u009f]/);
        expect(Array.from(clean).length).toBeLessThanOrEqual(120);
        expect(clean.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('anomaly draw', () => {
  const sha = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

  it('reads the first 8 bytes as a fraction and applies under 1 %', () => {
    const zero = new Uint8Array(32);
    expect(anomalyDraw(zero)).toBe(0);
    expect(anomalyApplies(zero)).toBe(true);
    const half = new Uint8Array(32);
    half[0] = 0x80;
    expect(anomalyDraw(half)).toBe(0.5);
    expect(anomalyApplies(half)).toBe(false);
    // 2^64 / 100 = 184467440737095516.16: the last draw under 1 % and the first at it.
    const under = new Uint8Array(32);
    new DataView(under.buffer).setBigUint64(0, 184467440737095516n);
    const at = new Uint8Array(32);
    new DataView(at.buffer).setBigUint64(0, 184467440737095517n);
    expect(anomalyApplies(under)).toBe(true);
    expect(anomalyApplies(at)).toBe(false);
    expect(anomalyDrawText('60701190|1|12345', '01027058000191', '2026-03-02', 'E1')).toBe(
      '60701190|1|12345|01027058000191|2026-03-02|E1',
    );
  });

  it('is deterministic and lands near 1 % over many draws', () => {
    const text = (i: number) => anomalyDrawText(`k|${i}`, '01027058000191', '2026-03-02', 'E4');
    expect(anomalyDraw(sha(text(1)))).toBe(anomalyDraw(sha(text(1))));
    let hits = 0;
    for (let i = 0; i < 20_000; i++) if (anomalyApplies(sha(text(i)))) hits++;
    expect(hits).toBeGreaterThan(120);
    expect(hits).toBeLessThan(280);
  });
});

describe('Windows-1252', () => {
  it('encodes what it decodes, byte for byte', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(Array.from(encodeWindows1252(decodeWindows1252(bytes)))).toEqual(Array.from(bytes));
      }),
    );
    expect(Array.from(encodeWindows1252('Ç€“x”☃'))).toEqual([0xc7, 0x80, 0x93, 0x78, 0x94, 0x3f]);
  });
});
