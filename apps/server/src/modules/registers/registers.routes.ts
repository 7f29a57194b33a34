import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client';
import { createImageStore } from '../../integrations/images';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createAcquirersRepository } from './acquirers/acquirers.repository';
import { acquirersRoutes } from './acquirers/acquirers.routes';
import { createAcquirersService } from './acquirers/acquirers.service';
import { createArrangementsRepository } from './arrangements/arrangements.repository';
import { arrangementsRoutes } from './arrangements/arrangements.routes';
import { createArrangementsService } from './arrangements/arrangements.service';
import { createBanksRepository } from './banks/banks.repository';
import { banksRoutes } from './banks/banks.routes';
import { createBanksService, type BankUsage } from './banks/banks.service';
import { LOGOS_URL_PREFIX, logoFilesRoutes } from './logo-files.routes';

export interface RegistersDeps {
  db: AppDb;
  /** Where logos are kept (folder 'logos'). */
  storage: FileStorage;
  /** Asks the creditors module whether domiciles use a bank code (refuses deleting it). */
  bankInUse?: BankUsage;
}

/** The parameter registers' services: acquirers, arrangements and banks (and their logo store). */
export function createRegistersServices(deps: RegistersDeps) {
  const logos = createImageStore({ storage: deps.storage, folder: 'logos', urlPrefix: LOGOS_URL_PREFIX });
  return {
    logos,
    acquirers: createAcquirersService(createAcquirersRepository(deps.db), logos),
    arrangements: createArrangementsService(createArrangementsRepository(deps.db), logos),
    banks: createBanksService(createBanksRepository(deps.db), { bankInUse: deps.bankInUse }),
  };
}
export type RegistersServices = ReturnType<typeof createRegistersServices>;

/** Every route of the registers (mounted under /api). */
export function registersRoutes(services: RegistersServices) {
  return async (app: FastifyInstance) => {
    await app.register(acquirersRoutes(services.acquirers));
    await app.register(arrangementsRoutes(services.arrangements));
    await app.register(banksRoutes(services.banks));
    await app.register(logoFilesRoutes(services.logos));
  };
}
