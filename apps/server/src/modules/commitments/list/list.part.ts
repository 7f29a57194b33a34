import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { commitmentsExportSource } from './commitments-list.export-source';
import { createCommitmentsListRepository } from './commitments-list.repository';
import { commitmentsListRoutes } from './commitments-list.routes';
import { createCommitmentsListService } from './commitments-list.service';

/** Commitments: GET deals (COMPROMISSOS), GET deals/requests (SOLICITAÇÕES) and the export. */
export function createListPart(ctx: CommitmentsPartContext): CommitmentsPart {
  const service = createCommitmentsListService(createCommitmentsListRepository(ctx.database.db));
  return {
    routes: commitmentsListRoutes(service),
    exportSources: [commitmentsExportSource(service)],
    services: { awaitingCount: (creditorId, statuses) => service.awaiting(creditorId, statuses) },
  };
}
