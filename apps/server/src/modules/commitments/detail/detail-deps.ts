import type { Registry } from '../../../integrations/registry';
import type { FileStorage } from '../../../integrations/storage';
import type { CreditorDomicile } from '../../creditors/creditors.ports';

/** What the commitment detail reads and calls outside its own tables. */
export interface DetailDeps {
  registry(): Pick<Registry, 'changeSettlementAccount' | 'awaitOperation' | 'today'>;
  storage: FileStorage;
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  domicileOf(domicileId: string): Promise<CreditorDomicile | null>;
  activeDomicilesOf(creditorId: string): Promise<CreditorDomicile[]>;
  bankName(code: string): Promise<string | null>;
  /** Display names of acquirers (by CNPJ) and arrangements (by code), and acquirer logos. */
  names(): Promise<{ acquirers: Map<string, string>; arrangements: Map<string, string>; logos: Map<string, string | null> }>;
  /** How long a domicile change waits for the registry's outcome. */
  outcomeWaitMs?: number;
}
