import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrasilApiCnpjProvider, formatCnae } from './brasilapi-cnpj-provider';

afterEach(() => vi.unstubAllGlobals());

describe('BrasilAPI CNPJ provider', () => {
  it('maps the CNAEs, the legal nature and the partners register of the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          razao_social: 'LOJA EXEMPLO LTDA',
          nome_fantasia: 'LOJA EXEMPLO',
          cep: 1310100,
          descricao_tipo_de_logradouro: 'AVENIDA',
          logradouro: 'PAULISTA',
          numero: '1000',
          bairro: 'BELA VISTA',
          municipio: 'SAO PAULO',
          uf: 'SP',
          cnae_fiscal: 4751201,
          cnae_fiscal_descricao: 'Comércio varejista especializado de equipamentos e suprimentos de informática',
          cnaes_secundarios: [{ codigo: 0, descricao: '' }, { codigo: 7319002, descricao: 'Promoção de vendas' }],
          codigo_natureza_juridica: 2062,
          natureza_juridica: 'Sociedade Empresária Limitada',
          qsa: [{ nome_socio: 'ANA SOUZA', qualificacao_socio: 'Sócio-Administrador', cnpj_cpf_do_socio: '***456789**' }],
        }),
      ),
    );
    const found = await createBrasilApiCnpjProvider('http://brasilapi.invalid').lookup('11222333000181');
    expect(found).toMatchObject({
      cep: '01310100',
      logradouro: 'AVENIDA PAULISTA',
      cnaes: [
        { number: '4751-2/01', description: 'Comércio varejista especializado de equipamentos e suprimentos de informática' },
        { number: '7319-0/02', description: 'Promoção de vendas' },
      ],
      legal_nature_description: '206-2 - Sociedade Empresária Limitada',
      partners: [{ name: 'ANA SOUZA', qualification: 'Sócio-Administrador', cpf: '***456789**' }],
    });
  });

  it('writes CNAE codes the way the register does', () => {
    expect(formatCnae(111301)).toBe('0111-3/01');
    expect(formatCnae('5611-2/01')).toBe('5611-2/01');
  });
});
