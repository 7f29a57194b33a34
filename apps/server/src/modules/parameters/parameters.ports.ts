import type { ParameterDefinition } from './parameters.service';

declare module '../../lib/module' {
  interface ModuleServices {
    parameters: {
      /** The catalogue of creditor parameter definitions (the creditors module's parameters). */
      catalogue: { listDefinitions(opts?: { activeOnly?: boolean }): Promise<ParameterDefinition[]> };
    };
  }
}
