import { createImageStore } from '../../integrations/images';
import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './registers.ports';
import { createAcquirersRepository } from './acquirers/acquirers.repository';
import { acquirersRoutes } from './acquirers/acquirers.routes';
import { createAcquirersService } from './acquirers/acquirers.service';
import { createArrangementsRepository } from './arrangements/arrangements.repository';
import { arrangementsRoutes } from './arrangements/arrangements.routes';
import { createArrangementsService } from './arrangements/arrangements.service';
import { createBanksRepository } from './banks/banks.repository';
import { banksRoutes } from './banks/banks.routes';
import { createBanksService } from './banks/banks.service';
import { LOGOS_URL_PREFIX, logoFilesRoutes } from './logo-files.routes';
import { registersExportSources } from './registers.export-source';

/** The parameter registers: acquirers, arrangements and banks (and their logos). */
export default defineModule({
  name: 'registers',
  requires: ['creditors'],
  setup({ config, database, storage, use }) {
    const logos = createImageStore({ storage, folder: 'logos', urlPrefix: LOGOS_URL_PREFIX });
    const acquirers = createAcquirersService(createAcquirersRepository(database.db), logos);
    const arrangements = createArrangementsService(createArrangementsRepository(database.db), logos);
    const banks = createBanksService(createBanksRepository(database.db), {
      // Domiciles are the creditors module's: it says whether a bank code is still used.
      bankInUse: (bankCode) => use('creditors').bankCodeInUse(bankCode),
    });
    return {
      routes: async (api) => {
        await api.register(acquirersRoutes(acquirers));
        await api.register(arrangementsRoutes(arrangements));
        await api.register(banksRoutes(banks));
        await api.register(logoFilesRoutes(logos));
      },
      services: {
        banks: {
          findByCode: async (code) =>
            (await banks.search({ code, offset: 0, limit: 50 })).rows.find((b) => b.bank_code === code) ?? null,
        },
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
        acquirerList: async () => (await acquirers.search({ offset: 0, limit: 10_000 })).rows,
      },
      // The Parâmetros screen's three lists, each exported by a job.
      exportSources: registersExportSources({ acquirers, arrangements, banks }, config.publicUrl),
    };
  },
});
