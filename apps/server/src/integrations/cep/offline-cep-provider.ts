import { CITY_RANGES, CITY_SECTORS, EXACT_CEPS } from './cep-data';
import type { CepAddress, CepProvider } from './cep-provider';

interface SectorAddress {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

const exact = new Map<string, SectorAddress>(
  EXACT_CEPS.map(([cep, logradouro, bairro, localidade, uf]) => [cep, { logradouro, bairro, localidade, uf }]),
);
const sectors = new Map<string, SectorAddress>();
for (const city of CITY_SECTORS) {
  for (const [prefix, bairro, logradouro] of city.sectors) {
    sectors.set(prefix, { logradouro, bairro, localidade: city.city, uf: city.uf });
  }
}

/** Every sector of the bundled data, in a stable order (used to give generated companies an address). */
export const OFFLINE_SECTORS: readonly (SectorAddress & { prefix: string })[] = [...sectors.entries()]
  .map(([prefix, address]) => ({ prefix, ...address }))
  .sort((a, b) => a.prefix.localeCompare(b.prefix));

/**
 * Looks CEPs up in bundled reference data, with no network: a complete CEP of a known
 * address, else its sector (neighbourhood and main street), else the city whose CEP range
 * holds it (street and neighbourhood left for the user). Outside every range: not found.
 */
export function createOfflineCepProvider(): CepProvider {
  return {
    name: 'offline',
    async lookup(cep: string): Promise<CepAddress | null> {
      if (!/^\d{8}$/.test(cep)) return null;
      const found = exact.get(cep) ?? sectors.get(cep.slice(0, 5));
      if (found) return { cep, ...found };
      const prefix = cep.slice(0, 5);
      const range = CITY_RANGES.find(([from, to]) => prefix >= from && prefix <= to);
      if (!range) return null;
      return { cep, logradouro: '', bairro: '', localidade: range[2], uf: range[3] };
    },
  };
}
