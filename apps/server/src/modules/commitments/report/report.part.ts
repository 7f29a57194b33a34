import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { settlementReportExportSource } from './report.export-source';
import { createReportRepository } from './report.repository';
import { reportRoutes } from './report.routes';
import { createReportService } from './report.service';

/** Commitments: the settlement-forecast report (GET deals/receivable-reached) and its export. */
export function createReportPart(ctx: CommitmentsPartContext): CommitmentsPart {
  const repo = createReportRepository(ctx.database);
  return {
    routes: reportRoutes(createReportService(repo)),
    exportSources: [settlementReportExportSource(repo)],
  };
}
