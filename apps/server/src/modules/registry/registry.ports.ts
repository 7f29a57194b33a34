import type { Registry } from '../../integrations/registry';

declare module '../../lib/module' {
  interface ModuleServices {
    /**
     * The registry of card receivables (integrations/registry/registry.ts): opt-in, discovery,
     * agenda, contracts, settlement, reconciliation reads. Refusals of reads throw
     * RegistryRefusal; rejected writes carry `erros`; `registryHttpError(erros)` turns either
     * into the product's Portuguese 4xx.
     */
    registry: Registry;
  }
}

export {};
