import type { RegistersPart, RegistersPartContext } from '../registers.ports';
import { createAcquirersRepository } from './acquirers.repository';
import { acquirersRoutes } from './acquirers.routes';
import { createAcquirersService, type AcquirersService } from './acquirers.service';

/** The acquirers' service (the register's names and its export read it too). */
export function acquirersServiceOf(ctx: RegistersPartContext): AcquirersService {
  return createAcquirersService(createAcquirersRepository(ctx.database.db), ctx.logos);
}

/** Acquirers (credenciadoras): their routes and the list other modules read. */
export function createAcquirersPart(acquirers: AcquirersService): RegistersPart {
  return {
    routes: acquirersRoutes(acquirers),
    services: { acquirerList: async () => (await acquirers.search({ offset: 0, limit: 10_000 })).rows },
  };
}
