import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOfflineIdentityProvider, differenceHash, hashSimilarity } from './offline-identity-provider';
import { readFields } from './read-fields';

const registration = {
  companyName: 'Padaria Pão Quente Ltda',
  documentNumber: '11222333000181',
  contactName: 'José da Conceição',
  contactDocumentNumber: '12345678909',
};

describe('readFields', () => {
  it('finds the registered name whatever its accents and case, and the first CPF written punctuated or not', () => {
    expect(
      readFields(2, 'NOME: JOSE DA CONCEICAO\nCPF 12345678909\nCPF: 987.654.321-00', registration),
    ).toEqual([
      { field: 'Nome', registration: 'José da Conceição', ocr: 'José da Conceição' },
      { field: 'CPF', registration: '123.456.789-09', ocr: '123.456.789-09' },
    ]);
  });

  it('reports what is written when it differs from the register, and nothing when nothing is read', () => {
    expect(readFields(1, 'Razão social: Outra Empresa SA\nCNPJ: 99.888.777/0001-66', registration)).toEqual([
      { field: 'Razão social', registration: 'Padaria Pão Quente Ltda', ocr: 'Outra Empresa SA' },
      { field: 'CNPJ', registration: '11.222.333/0001-81', ocr: '99.888.777/0001-66' },
    ]);
    expect(readFields(2, '', registration).map((f) => f.ocr)).toEqual([null, null]);
    expect(readFields(3, 'qualquer', registration)).toEqual([]);
  });
});

describe('hashSimilarity', () => {
  const hash = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
  it('is symmetric, 100 only for equal hashes, and falls 1/64 per differing bit', () => {
    fc.assert(
      fc.property(hash, hash, (a, b) => {
        const s = hashSimilarity(a, b);
        expect(s).toBe(hashSimilarity(b, a));
        expect(s === 100).toBe(a === b);
        let bits = 0;
        for (let d = a ^ b; d; d >>= 1n) bits += Number(d & 1n);
        expect(Math.abs(s - ((64 - bits) / 64) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('scores a picture against a resized copy of itself higher than against another picture', async () => {
    const face = (bg: string, skin: string) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="100%" height="100%" fill="${bg}"/><circle cx="150" cy="130" r="70" fill="${skin}"/></svg>`,
        ),
      )
        .png()
        .toBuffer();
    const a = await face('#fff', '#c68642');
    const smaller = await sharp(a).resize(120).png().toBuffer();
    const other = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="150" height="300" fill="#000"/><rect x="150" width="150" height="300" fill="#fff"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const same = hashSimilarity(await differenceHash(a), await differenceHash(smaller));
    expect(same).toBeGreaterThan(hashSimilarity(await differenceHash(a), await differenceHash(other)));
  });
});

describe('offline identity provider', () => {
  it('reads a typed picture with the Portuguese model shipped in npm, offline', async () => {
    const image = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="100%" height="100%" fill="white"/><text x="30" y="80" font-family="DejaVu Sans, sans-serif" font-size="36">NOME: JOSÉ DA CONCEIÇÃO</text><text x="30" y="150" font-family="DejaVu Sans, sans-serif" font-size="36">CPF: 123.456.789-09</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    const result = await createOfflineIdentityProvider().check({
      fileType: 2,
      file: image,
      contentType: 'image/png',
      selfie: image,
      registration,
    });
    expect(result.fields.map((f) => f.ocr)).toEqual(['José da Conceição', '123.456.789-09']);
    expect(result.faceMatch).toBe(100);
    expect(result.provider).toBe('offline');
  });
});
