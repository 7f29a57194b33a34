import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationAcceptSchema,
  invitationAcceptedResponseSchema,
  invitationResponseSchema,
} from '@lastro/domain';
import { BODY_LIMITS } from '../../../plugins/input-guard';
import { PUBLIC } from '../../../plugins/route-auth';
import type { InvitationsService } from './invitations.service';

const tokenParam = z.object({ token: z.string().max(200) });

/** The public side of an invitation: is the link valid, and choosing the password. */
export function invitationsRoutes(service: InvitationsService, rateLimitPerMinute: number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The token travels in the path: keep these requests out of the info-level request log.
    const common = { logLevel: 'warn' as const };
    const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };

    r.get('/invitations/:token', {
      ...common,
      config: { auth: PUBLIC, rateLimit },
      schema: {
        tags: ['invitations'],
        summary: 'Valida um convite e devolve o e-mail convidado',
        params: tokenParam,
        response: { 200: invitationResponseSchema },
      },
      handler: async (request) => service.check(request.params.token),
    });

    r.post('/invitations/:token/accept', {
      ...common,
      bodyLimit: BODY_LIMITS.small,
      config: { auth: PUBLIC, rateLimit },
      schema: {
        tags: ['invitations'],
        summary: 'Define a senha do usuário convidado (o link vale uma única vez)',
        params: tokenParam,
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptedResponseSchema },
      },
      handler: async (request) => service.accept(request.params.token, request.body.password),
    });
  };
}
