import { isUuid } from '../creditors.common';
import type { CreditorsPart, CreditorsPartContext } from '../creditors.ports';
import { originatorsExportSource } from './originators.export-source';
import { createOriginatorsRepository } from './originators.repository';
import { originatorsRoutes } from './originators.routes';
import { createOriginatorsService } from './originators.service';

/** Originators and their bank domiciles: routes, the export, and the domiciles other modules read. */
export function createOriginatorsPart(ctx: CreditorsPartContext): CreditorsPart {
  const originators = createOriginatorsService(createOriginatorsRepository(ctx.database.db), {
    banks: { findByCode: (code) => ctx.use('registers').banks.findByCode(code) },
    creditors: ctx.creditors,
    parameterValue: async (creditorId, key) => (await ctx.parameters.valuesOf(creditorId))[key],
  });
  return {
    routes: originatorsRoutes(originators),
    services: {
      bankCodeInUse: (bankCode) => originators.bankCodeInUse(bankCode),
      domicileOf: (domicileId) => (isUuid(domicileId) ? originators.domicileOf(domicileId) : Promise.resolve(null)),
      activeDomicilesOf: (creditorId) => originators.activeDomicilesOf(creditorId),
      originatorsOf: (creditorId) => (creditorId === null || isUuid(creditorId) ? originators.originatorsOf(creditorId) : Promise.resolve([])),
    },
    exportSources: [originatorsExportSource(originators)],
  };
}
