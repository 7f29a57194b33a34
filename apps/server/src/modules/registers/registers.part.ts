import type { AcquirersService } from './acquirers/acquirers.service';
import type { ArrangementsService } from './arrangements/arrangements.service';
import type { BanksService } from './banks/banks.service';
import { logoFilesRoutes } from './logo-files.routes';
import { registersExportSources } from './registers.export-source';
import type { RegistersPart, RegistersPartContext } from './registers.ports';

/** What spans the registers: the logo files, the display names and the three lists' exports. */
export function createRegistersPart(
  ctx: RegistersPartContext,
  services: { acquirers: AcquirersService; arrangements: ArrangementsService; banks: BanksService },
): RegistersPart {
  const { acquirers, arrangements } = services;
  return {
    routes: logoFilesRoutes(ctx.logos),
    services: {
      // Both registers hold a few dozen rows: read whole.
      names: async () => {
        const [acq, arr] = await Promise.all([
          acquirers.search({ offset: 0, limit: 10_000 }),
          arrangements.search({ offset: 0, limit: 10_000 }),
        ]);
        return {
          acquirers: new Map(acq.rows.map((a) => [a.document_number, a.acquirer_name])),
          arrangements: new Map(arr.rows.map((a) => [a.payment_arrangement, a.brand_name])),
        };
      },
    },
    // The Parâmetros screen's three lists, each exported by a job.
    exportSources: registersExportSources(services, ctx.config.publicUrl),
  };
}
