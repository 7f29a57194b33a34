import type { CreditorsPart, CreditorsPartContext } from '../creditors.ports';
import { creditorParametersExportSource } from './creditor-parameters.export-source';
import { createCreditorParametersRepository } from './creditor-parameters.repository';
import { creditorParametersRoutes } from './creditor-parameters.routes';
import { createCreditorParametersService, type CreditorParametersService } from './creditor-parameters.service';

/** The creditors' parameter values (originators and a creditor's identity read them too). */
export function creditorParametersOf(ctx: Omit<CreditorsPartContext, 'parameters'>): CreditorParametersService {
  return createCreditorParametersService(
    createCreditorParametersRepository(ctx.database.db),
    { listDefinitions: (opts) => ctx.use('parameters').catalogue.listDefinitions(opts) },
    ctx.creditors,
  );
}

/** A creditor's parameters: routes, the values other modules read and set, and the export. */
export function createCreditorParametersPart(ctx: CreditorsPartContext): CreditorsPart {
  const { parameters } = ctx;
  return {
    routes: creditorParametersRoutes(parameters),
    services: {
      setParameters: (creditorId, values) => parameters.set(creditorId, values),
      parametersOf: (creditorId) => parameters.valuesOf(creditorId),
    },
    // A few dozen rows: streamed into the answer, no job.
    exportSources: [creditorParametersExportSource(parameters)],
  };
}
