import { isValidCnpj, seededRandom, stripTaxIdMask, type RandomSource } from '@lastro/domain';
import { OFFLINE_SECTORS } from '../cep/offline-cep-provider';
import { KNOWN_COMPANIES, NAME_PARTS } from './cnpj-data';
import type { CnpjProvider, CompanyData } from './cnpj-provider';

const known = new Map<string, CompanyData>(
  KNOWN_COMPANIES.map(([cnpj, nome, fantasia, cep, logradouro, numero, complemento, bairro, municipio, uf]) => [
    cnpj,
    { cnpj, nome, fantasia, cep, logradouro, numero, complemento, bairro, municipio, uf },
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
  return {
    cnpj,
    nome: nome.toUpperCase(),
    fantasia: `${activity} ${family}`.toUpperCase(),
    cep,
    logradouro: sector.logradouro,
    numero: String(1 + Math.floor(random() * 2999)),
    complemento: choose(random, NAME_PARTS.complement),
    bairro: sector.bairro,
    municipio: sector.localidade,
    uf: sector.uf,
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
