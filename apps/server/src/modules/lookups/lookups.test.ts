import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createCreditor } from '../../test/fixtures';
import { adminToken, creditorUserToken, randomCnpj } from '../creditors/testing';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

const zip = (token: string | null, zipCode: string) =>
  t.as(token, { method: 'POST', url: '/api/accounts/search-zipcode', payload: { zipCode } });
const doc = (token: string | null, document: string) =>
  t.as(token, { method: 'POST', url: '/api/accounts/search-document', payload: { document, type: '1' } });

describe('CEP look-up (offline provider)', () => {
  it('finds a known address, a sector and a city range, and says it is offline', async () => {
    const paulista = await zip(admin, '01310-100');
    expect(paulista.json()).toEqual({
      endereco: { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
      provider: 'offline',
    });
    expect((await zip(admin, '22021-050')).json().endereco).toMatchObject({ bairro: 'Copacabana', localidade: 'Rio de Janeiro', uf: 'RJ' });
    expect((await zip(admin, '30130-010')).json().endereco).toMatchObject({ localidade: 'Belo Horizonte', uf: 'MG' });
    expect((await zip(admin, '80240-000')).json().endereco).toMatchObject({ bairro: 'Batel', localidade: 'Curitiba', uf: 'PR' });
    expect((await zip(admin, '90570-020')).json().endereco).toMatchObject({ bairro: 'Moinhos de Vento', localidade: 'Porto Alegre' });
    expect((await zip(admin, '74110-010')).json().endereco).toEqual({ cep: '74110010', logradouro: '', bairro: '', localidade: 'Goiânia', uf: 'GO' });
  });

  it('answers 404 for a CEP in no known range and 400 for a malformed one', async () => {
    const unknown = await zip(admin, '99999-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.message).toEqual(['CEP não encontrado']);
    expect((await zip(admin, '1234')).statusCode).toBe(400);
  });
});

describe('CNPJ look-up (offline provider)', () => {
  it('knows the public companies of the business', async () => {
    const cielo = await doc(admin, '01.027.058/0001-91');
    expect(cielo.json()).toMatchObject({
      empresa: { cnpj: '01027058000191', fantasia: 'CIELO', municipio: 'Barueri', uf: 'SP', cep: '06455030' },
      provider: 'offline',
    });
    expect((await doc(admin, '60701190000104')).json().empresa.nome).toBe('ITAU UNIBANCO S.A.');
  });

  it('gives any other valid CNPJ, numeric or alphanumeric, the same sandbox company every time', async () => {
    const cnpj = randomCnpj(true);
    const first = (await doc(admin, cnpj)).json();
    const second = (await doc(admin, cnpj)).json();
    expect(first).toEqual(second);
    expect(first.empresa.nome).toMatch(/\S+ .*(LTDA|S\.A\.|ME)$/);
    // The generated address is one the CEP look-up knows.
    const address = (await zip(admin, first.empresa.cep)).json().endereco;
    expect(address).toMatchObject({ logradouro: first.empresa.logradouro, localidade: first.empresa.municipio });
  });

  it('answers the register too: real CNAE codes, the legal nature of the name, partners with masked CPFs', async () => {
    for (let i = 0; i < 12; i++) {
      const e = (await doc(admin, randomCnpj(i % 2 === 0))).json().empresa;
      expect(e.cnaes.length).toBeGreaterThanOrEqual(1);
      for (const c of e.cnaes) expect(c.number).toMatch(/^\d{4}-\d\/\d{2}$/);
      const suffix = / (LTDA|S\.A\.|ME)$/.exec(e.nome)![1];
      expect(e.legal_nature_description).toBe(
        { LTDA: '206-2 - Sociedade Empresária Limitada', 'S.A.': '205-4 - Sociedade Anônima Fechada', ME: '213-5 - Empresário (Individual)' }[suffix!],
      );
      expect(e.partners.length).toBe(suffix === 'ME' ? 0 : e.partners.length || 1);
      for (const p of e.partners) expect(p.cpf).toMatch(/^\*{3}\d{6}\*{2}$/);
    }
    expect((await doc(admin, '60701190000104')).json().empresa).toMatchObject({
      cnaes: [{ number: '6422-1/00', description: 'Bancos múltiplos, com carteira comercial' }],
      legal_nature_description: '204-6 - Sociedade Anônima Aberta',
      partners: [],
    });
  });

  it('refuses an invalid CNPJ with the spec message', async () => {
    const res = await doc(admin, '11.222.333/0001-80');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(['CNPJ inválido']);
  });
});

describe('who may call what', () => {
  it('serves any signed-in account', async () => {
    const creditor = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, creditor.id, []);
    expect((await zip(null, '01310-100')).statusCode).toBe(401);
    expect((await doc(null, randomCnpj())).statusCode).toBe(401);
    expect((await zip(token, '01310-100')).statusCode).toBe(200);
    expect((await doc(token, randomCnpj())).statusCode).toBe(200);
  });
});
