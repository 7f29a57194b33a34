import { addDays, isIsoDate, MESSAGES } from '@lastro/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Registry } from '../../integrations/registry';
import { badRequest } from '../../lib/errors';
import { ADMIN_ONLY } from '../../plugins/route-auth';

/** The furthest one call moves the clock: a tick is one transaction per day. */
const MAX_TICK_DAYS = 400;

const tickBody = z.object({
  ate: z
    .string({ error: MESSAGES.registry.tickDateInvalid })
    .refine(isIsoDate, { error: MESSAGES.registry.tickDateInvalid }),
});

const tickAnswer = z.object({
  de: z.string(),
  ate: z.string(),
  vendasAdicionadas: z.number().int(),
  cancelamentos: z.number().int(),
  unidadesLiquidadas: z.number().int(),
  efeitosLiberados: z.number().int(),
});

export function registryRoutes(registry: Registry) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/registry/tick', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['registry'],
        summary: 'Avança a data da registradora sandbox (vendas, cancelamentos, liquidações)',
        body: tickBody,
        response: { 200: tickAnswer },
      },
      handler: async (req) => {
        const today = await registry.today();
        if (req.body.ate <= today) throw badRequest(MESSAGES.registry.tickDateNotAfter);
        if (req.body.ate > addDays(today, MAX_TICK_DAYS)) throw badRequest(MESSAGES.registry.tickDateTooFar);
        return registry.tick(req.body.ate);
      },
    });
  };
}
