import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS, dealActionResponseSchema, dealChangeStatusSchema, dealIdBodySchema } from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { RegistrationService } from './registration.service';

const tags = ['commitments'];
const SLUG = PERMISSIONS.cad_compromisso_dados_compromissos;

/** The commitment actions; the state machine and the per-action permission are the service's. */
export function registrationRoutes(service: RegistrationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.put('/deals/change-status', {
      // delete = cancel, edit = liquidar; contest is admin-only (checked with the status).
      config: { auth: perm(SLUG, ['delete', 'edit']) },
      schema: {
        tags,
        summary: 'Cancela (3), liquida (4) ou contesta (10) o compromisso',
        body: dealChangeStatusSchema,
        response: { 200: dealActionResponseSchema },
      },
      handler: async (request) => service.changeStatus(request.auth!, request.body),
    });

    // Both take the deal id alone and answer {ok: true}.
    for (const [url, summary, run] of [
      ['/deals/reversed', 'Baixa o compromisso (após liquidar, conclui a liquidação)', service.writeOff],
      ['/deals/approved', 'Aprova ou reenvia o compromisso para registro', service.approve],
    ] as const)
      r.post(url, {
        config: { auth: perm(SLUG, 'edit') },
        schema: { tags, summary, body: dealIdBodySchema, response: { 200: dealActionResponseSchema } },
        handler: async (request) => run(request.auth!, request.body.deal_id),
      });
  };
}
