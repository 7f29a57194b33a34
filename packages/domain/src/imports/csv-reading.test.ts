import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeCsvBytes, detectSeparator, normaliseHeader, parseImportDate, parseImportDecimal } from './csv-reading';
import { parseChangeDealsRecord } from './change-deals-row';

/** Windows-1252 bytes of a text made only of Latin-1 characters (the same code points there). */
const latin1Bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('decodeCsvBytes', () => {
  it('reads the Windows-1252 bytes Excel saves for "Ação;Pará" intact', () => {
    const bytes = Uint8Array.from([0x41, 0xe7, 0xe3, 0x6f, 0x3b, 0x50, 0x61, 0x72, 0xe1]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Ação;Pará', encoding: 'windows-1252' });
  });

  it('reads UTF-8 with and without a BOM, the BOM left out of the text', () => {
    const plain = new TextEncoder().encode('Ação;Pará');
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]);
    expect(decodeCsvBytes(plain)).toEqual({ text: 'Ação;Pará', encoding: 'utf-8' });
    expect(decodeCsvBytes(bom)).toEqual({ text: 'Ação;Pará', encoding: 'utf-8' });
  });

  it('Windows-1252 characters that are not Latin-1 (€, curly quotes) survive too', () => {
    expect(decodeCsvBytes(Uint8Array.from([0x80, 0x20, 0x93, 0x61, 0x94])).text).toBe('€ “a”');
  });

  it('property: any text round-trips through UTF-8 bytes, with or without a BOM', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, withBom) => {
        const body = new TextEncoder().encode(text);
        const bytes = withBom ? Uint8Array.from([0xef, 0xbb, 0xbf, ...body]) : body;
        const decoded = decodeCsvBytes(bytes);
        expect(decoded.encoding).toBe('utf-8');
        // A text that itself starts with a BOM loses it when no BOM was added before it.
        expect(decoded.text).toBe(withBom ? text : text.replace(/^\uFEFF/, ''));
      }),
    );
  });

  it('property: accented Latin-1 text saved as Windows-1252 reads back the same', () => {
    const accented = fc.constantFrom(...'áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ');
    const plain = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ;,0123456789');
    fc.assert(
      fc.property(fc.array(fc.oneof(accented, plain), { minLength: 1, maxLength: 40 }), accented, (chars, one) => {
        // At least one accent: pure ASCII is valid UTF-8 and reads the same either way.
        const text = [...chars, one].join('');
        expect(decodeCsvBytes(latin1Bytes(text))).toEqual({ text, encoding: 'windows-1252' });
      }),
    );
  });
});

describe('normaliseHeader', () => {
  it('lowercases and turns every non-word character into "_" (spec 3 §5.5), keeping accented letters', () => {
    expect(normaliseHeader('CNPJ / CPF')).toBe('cnpj___cpf');
    expect(normaliseHeader(' Id Compromisso ')).toBe('id_compromisso');
    expect(normaliseHeader('Recorrente?')).toBe('recorrente_');
    expect(normaliseHeader('Execução Início')).toBe('execução_início');
  });

  it('property: idempotent, and the result holds only letters, digits and "_"', () => {
    fc.assert(
      fc.property(fc.string(), (h) => {
        const once = normaliseHeader(h);
        expect(normaliseHeader(once)).toBe(once);
        expect(once).toMatch(/^[\p{L}\p{N}_]*$/u);
      }),
    );
  });
});

describe('detectSeparator', () => {
  it("';' by default, ',' when the header line has more commas outside quotes", () => {
    expect(detectSeparator('a;b;c')).toBe(';');
    expect(detectSeparator('a,b,c')).toBe(',');
    expect(detectSeparator('"x,y,z";b')).toBe(';');
    expect(detectSeparator('single')).toBe(';');
  });

  it('property: headers joined by a separator are detected as it', () => {
    const header = fc.stringMatching(/^[a-z_]{1,12}$/);
    fc.assert(
      fc.property(fc.array(header, { minLength: 2, maxLength: 15 }), fc.constantFrom(';' as const, ',' as const), (headers, sep) => {
        expect(detectSeparator(headers.join(sep))).toBe(sep);
      }),
    );
  });
});

describe('parseImportDate', () => {
  it('reads DD/MM/YYYY (and D/M/YYYY) and ISO; an impossible or ambiguous-looking date is null, never a guess', () => {
    expect(parseImportDate('05/03/2026')).toBe('2026-03-05');
    expect(parseImportDate('5/3/2026')).toBe('2026-03-05');
    expect(parseImportDate('2026-03-05')).toBe('2026-03-05');
    // The spec's help examples written month first: read as DD/MM, so 13th month -> null.
    expect(parseImportDate('12/31/2026')).toBeNull();
    expect(parseImportDate('31/02/2026')).toBeNull();
    expect(parseImportDate('29/02/2027')).toBeNull();
    expect(parseImportDate('29/02/2028')).toBe('2028-02-29');
    expect(parseImportDate('2026-02-30')).toBeNull();
    expect(parseImportDate('')).toBeNull();
    expect(parseImportDate(null)).toBeNull();
    expect(parseImportDate('05-03-2026')).toBeNull();
  });

  it('property: every real day round-trips from DD/MM/YYYY and from ISO', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(parseImportDate(`${day}/${m}/${y}`)).toBe(iso);
        expect(parseImportDate(iso)).toBe(iso);
      }),
    );
  });

  it('property: a day beyond the month\'s last is null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 5 }), (y, m, extra) => {
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        const day = last + extra;
        if (day > 99) return;
        expect(parseImportDate(`${String(day).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`)).toBeNull();
      }),
    );
  });
});

describe('parseImportDecimal', () => {
  it('reads the decimal comma, thousands dots, a dot decimal and R$', () => {
    expect(parseImportDecimal('1.234,56')).toBe(1234.56);
    expect(parseImportDecimal('1234,5')).toBe(1234.5);
    expect(parseImportDecimal('1234.56')).toBe(1234.56);
    expect(parseImportDecimal('R$ 10,00')).toBe(10);
    expect(parseImportDecimal('-3,2')).toBe(-3.2);
    expect(parseImportDecimal('')).toBeNull();
    expect(parseImportDecimal('abc')).toBeNull();
    expect(parseImportDecimal('1,2,3')).toBeNull();
  });

  it('property: cents written the Brazilian way read back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(parseImportDecimal(text)).toBe(cents / 100);
      }),
    );
  });
});

describe('parseChangeDealsRecord', () => {
  it('answers the row, or the required-field message', () => {
    expect(parseChangeDealsRecord({ id_compromisso: 'd1', id_domicilio: 'c1' })).toEqual({ id_compromisso: 'd1', id_domicilio: 'c1' });
    expect(parseChangeDealsRecord({ id_compromisso: '', id_domicilio: 'c1' })).toEqual({ error: 'Campo obrigatório' });
    expect(parseChangeDealsRecord({})).toHaveProperty('error');
  });
});
