import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIONS,
  factorEnrolmentResponseSchema,
  recoveryCodesResponseSchema,
  signInAnswerResponseSchema,
  signInChallengeSchema,
  signInCodeSchema,
  signInSchema,
} from '@lastro/domain';
import { BODY_LIMITS } from '../../plugins/input-guard';
import { PUBLIC, SIGNED_IN } from '../../plugins/route-auth';
import type { AuthService } from './auth.service';
import { clientMetaOf } from './client-meta';

const permissionEntry = z.object({ resource_slug: z.string(), permitions: z.array(z.enum(ACTIONS)) });

export function authRoutes(service: AuthService, signInRateLimitPerMinute: number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Every step of the sign-in is public, small and shares the per-address limit.
    const signInStep = {
      bodyLimit: BODY_LIMITS.small,
      config: { auth: PUBLIC, rateLimit: { max: signInRateLimitPerMinute, timeWindow: '1 minute' } },
    };
    const meta = clientMetaOf;

    r.post('/accounts/sign-in', {
      ...signInStep,
      schema: {
        tags: ['accounts'],
        summary: 'Entra com e-mail e senha: devolve o token da sessão, ou o desafio do segundo fator',
        body: signInSchema,
        response: { 200: signInAnswerResponseSchema },
      },
      handler: async (request) => service.signIn(request.body, meta(request)),
    });

    r.post('/accounts/sign-in/code', {
      ...signInStep,
      schema: {
        tags: ['accounts'],
        summary: 'Conclui a entrada com o código do autenticador ou um código de recuperação',
        body: signInCodeSchema,
        response: { 200: z.object({ token: z.string() }) },
      },
      handler: async (request) => service.signInWithCode(request.body, meta(request)),
    });

    r.post('/accounts/sign-in/enrolment', {
      ...signInStep,
      schema: {
        tags: ['accounts'],
        summary: 'Inicia o segundo fator exigido de uma conta que ainda não o tem',
        body: signInChallengeSchema,
        response: { 200: factorEnrolmentResponseSchema },
      },
      handler: async (request) => service.startRequiredEnrolment(request.body.challenge),
    });

    r.post('/accounts/sign-in/enrolment/confirm', {
      ...signInStep,
      schema: {
        tags: ['accounts'],
        summary: 'Confirma o segundo fator exigido e conclui a entrada',
        body: signInCodeSchema,
        response: { 200: recoveryCodesResponseSchema.extend({ token: z.string() }) },
      },
      handler: async (request) => service.confirmRequiredEnrolment(request.body, meta(request)),
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
