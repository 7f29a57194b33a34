import { homeFiguresResponseSchema } from '@lastro/domain';
import { defineModule } from '../../lib/module';
import { SIGNED_IN } from '../../plugins/route-auth';
import { createHomeService } from './home.service';

/**
 * The home's figures (issue 28): GET home/figures, for any signed-in account; each figure is
 * read through the service of the module that owns it, and is null without its read permission.
 */
export default defineModule({
  name: 'home',
  requires: ['schedules', 'commitments', 'reconciliation', 'registry'],
  setup: ({ use }) => {
    const service = createHomeService({
      today: () => use('registry').today(),
      agendaFrom: (creditorId, fromDate) => use('schedules').agendaFrom(creditorId, fromDate),
      commitmentsAwaiting: (creditorId, statuses) => use('commitments').awaitingCount(creditorId, statuses),
      pendingDivergences: (creditorId) => use('reconciliation').pendingDivergences(creditorId),
      filesWaiting: (creditorId) => use('reconciliation').filesWaiting(creditorId),
    });
    return {
      routes: async (app) => {
        app.get('/home/figures', {
          config: { auth: SIGNED_IN },
          schema: { tags: ['home'], summary: 'Os números do início: agenda, compromissos, divergências e extratos aguardando ação', response: { 200: homeFiguresResponseSchema } },
          handler: async (request) => service.figures(request.auth!),
        });
      },
    };
  },
});
