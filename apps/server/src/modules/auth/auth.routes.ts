import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIONS, signInSchema } from '@lastro/domain';
import { BODY_LIMITS } from '../../plugins/input-guard';
import { PUBLIC, SIGNED_IN } from '../../plugins/route-auth';
import type { AuthService } from './auth.service';

const permissionEntry = z.object({ resource_slug: z.string(), permitions: z.array(z.enum(ACTIONS)) });

export function authRoutes(service: AuthService, signInRateLimitPerMinute: number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/accounts/sign-in', {
      bodyLimit: BODY_LIMITS.small,
      config: {
        auth: PUBLIC,
        rateLimit: { max: signInRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Entra com e-mail e senha e devolve o token da sessão',
        body: signInSchema,
        response: { 200: z.object({ token: z.string() }) },
      },
      handler: async (request) => {
        const { token } = await service.signIn(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return { token };
      },
    });

    r.post('/accounts/sign-out', {
      config: { auth: SIGNED_IN },
      schema: { tags: ['accounts'], summary: 'Encerra a sessão atual', response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.signOut(request.auth!.sessionId);
        return reply.status(204).send(null);
      },
    });

    r.get('/profile', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['accounts'],
        summary: 'Permissões da conta conectada',
        response: { 200: z.array(permissionEntry) },
      },
      handler: async (request) => service.permissionsOf(request.auth!),
    });
  };
}
