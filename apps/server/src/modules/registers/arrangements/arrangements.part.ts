import type { RegistersPart, RegistersPartContext } from '../registers.ports';
import { createArrangementsRepository } from './arrangements.repository';
import { arrangementsRoutes } from './arrangements.routes';
import { createArrangementsService, type ArrangementsService } from './arrangements.service';

/** The arrangements' service (the register's names and its export read it too). */
export function arrangementsServiceOf(ctx: RegistersPartContext): ArrangementsService {
  return createArrangementsService(createArrangementsRepository(ctx.database.db), ctx.logos);
}

/** Payment arrangements (arranjos): their routes. */
export function createArrangementsPart(arrangements: ArrangementsService): RegistersPart {
  return { routes: arrangementsRoutes(arrangements) };
}
