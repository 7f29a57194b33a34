import { generateCpf, isValidCnpj, seededRandom, stripTaxIdMask, type RandomSource } from '@lastro/domain';
import { OFFLINE_SECTORS } from '../cep/offline-cep-provider';
import { ACTIVITY_CNAES, KNOWN_COMPANIES, LEGAL_NATURES, NAME_PARTS, PARTNER_GIVEN_NAMES, SECONDARY_CNAES } from './cnpj-data';
import type { CnpjProvider, CompanyData } from './cnpj-provider';

/** The public companies of the business are banks and payment institutions: their register as such. */
function knownRegister(nome: string): Pick<CompanyData, 'cnaes' | 'legal_nature_description' | 'partners'> {
  const bank = /BANCO|CAIXA/.test(nome);
  return {
    cnaes: [
      bank
        ? { number: '6422-1/00', description: 'Bancos múltiplos, com carteira comercial' }
        : { number: '6619-3/99', description: 'Outras atividades auxiliares dos serviços financeiros não especificadas anteriormente' },
    ],
    legal_nature_description: nome.includes('CAIXA')
      ? '201-1 - Empresa Pública'
      : /LTDA/.test(nome)
        ? '206-2 - Sociedade Empresária Limitada'
        : '204-6 - Sociedade Anônima Aberta',
    partners: [],
  };
}

const known = new Map<string, CompanyData>(
  KNOWN_COMPANIES.map(([cnpj, nome, fantasia, cep, logradouro, numero, complemento, bairro, municipio, uf]) => [
    cnpj,
    { cnpj, nome, fantasia, cep, logradouro, numero, complemento, bairro, municipio, uf, ...knownRegister(nome) },
  ]),
);

/** FNV-1a: a stable 32-bit seed from the CNPJ, so the same CNPJ always yields the same company. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function choose<T>(random: RandomSource, list: readonly T[]): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
}

/** A plausible company for any other valid CNPJ, placed in one of the bundled CEP sectors. */
function generatedCompany(cnpj: string): CompanyData {
  const random = seededRandom(seedOf(cnpj));
  const family = choose(random, NAME_PARTS.family);
  const partner = choose(random, NAME_PARTS.family);
  const activity = choose(random, NAME_PARTS.activity);
  const suffix = choose(random, NAME_PARTS.suffix);
  const sector = choose(random, OFFLINE_SECTORS);
  const cep = `${sector.prefix}${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
  const nome = `${family} ${family === partner ? '' : `& ${partner} `}${activity} ${suffix}`.replace(/\s+/g, ' ');
  const numero = String(1 + Math.floor(random() * 2999));
  const complemento = choose(random, NAME_PARTS.complement);
  // Drawn after the fields above, so the names and addresses generated before these existed stay the same.
  const mainCnae = ACTIVITY_CNAES[NAME_PARTS.activity.indexOf(activity)]!;
  const secondary = choose(random, SECONDARY_CNAES);
  const cnaes = [mainCnae, ...(random() < 0.5 ? [secondary] : [])].map(([number, description]) => ({ number, description }));
  // An empresário individual has no partners' register; a company one or two partners.
  const families = suffix === 'ME' ? [] : family === partner ? [family] : [family, partner];
  const partners = families.map((surname, i) => ({
    name: `${choose(random, PARTNER_GIVEN_NAMES)} ${surname}`.toUpperCase(),
    qualification: suffix === 'S.A.' ? (i === 0 ? 'Diretor' : 'Conselheiro de Administração') : i === 0 ? 'Sócio-Administrador' : 'Sócio',
    // The public sources show only the CPF's middle six digits.
    cpf: `***${generateCpf({ random }).slice(3, 9)}**`,
  }));
  return {
    cnpj,
    nome: nome.toUpperCase(),
    fantasia: `${activity} ${family}`.toUpperCase(),
    cep,
    logradouro: sector.logradouro,
    numero,
    complemento,
    bairro: sector.bairro,
    municipio: sector.localidade,
    uf: sector.uf,
    cnaes,
    legal_nature_description: LEGAL_NATURES[suffix]!,
    partners,
  };
}

/**
 * Company data without network: the public companies of the business as registered, and for
 * every other valid CNPJ (numeric or alphanumeric) a deterministic sandbox company.
 */
export function createOfflineCnpjProvider(): CnpjProvider {
  return {
    name: 'offline',
    async lookup(value: string): Promise<CompanyData | null> {
      const cnpj = stripTaxIdMask(value);
      if (!isValidCnpj(cnpj)) return null;
      return known.get(cnpj) ?? generatedCompany(cnpj);
    },
  };
}
