import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { registeredUnitsExportSource } from './registered-contracts.export-source';
import { createRegisteredContractsRepository } from './registered-contracts.repository';
import { registeredContractsRoutes } from './registered-contracts.routes';
import { createRegisteredContractsService } from './registered-contracts.service';

/** Commitments: the registered-contracts look-up (spec 3 §2.5). */
export function createRegisteredContractsPart(ctx: CommitmentsPartContext): CommitmentsPart {
  const service = createRegisteredContractsService({
    repo: createRegisteredContractsRepository(ctx.database.db),
    registry: ctx.registry,
    platformDocument: ctx.config.platformDocument,
  });
  return { routes: registeredContractsRoutes(service), exportSources: [registeredUnitsExportSource(service)] };
}
