import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSecurityResponseSchema,
  accountSessionResponseSchema,
  confirmFactorSchema,
  factorEnrolmentResponseSchema,
  recoveryCodesResponseSchema,
  securityPolicySchema,
  userFactorResponseSchema,
} from '@lastro/domain';
import { ADMIN_ONLY, SIGNED_IN } from '../../plugins/route-auth';
import { uuidParams } from '../../plugins/route-params';
import type { AccountSessionsService } from './account-sessions.service';
import type { SecondFactorService } from './second-factor.service';

const tags = ['accounts'];
const noContent = { 204: z.null() };

/** 'Minha conta' (the caller's factor and sessions) and the administrators' factor controls. */
export function accountRoutes(
  factors: SecondFactorService,
  accountSessions: AccountSessionsService,
  revokeAccountSessions: (accountId: string, keep?: string) => Promise<void>,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (auth: {
      accountId: string;
      email: string;
      accountType: string;
      creditorId: string | null;
    }) => ({
      id: auth.accountId,
      email: auth.email,
      accountType: auth.accountType,
      creditorId: auth.creditorId,
    });

    r.get('/accounts/me/security', {
      config: { auth: SIGNED_IN },
      schema: { tags, summary: 'Segundo fator da conta conectada', response: { 200: accountSecurityResponseSchema } },
      handler: async (request) => factors.status(me(request.auth!)),
    });

    r.post('/accounts/me/second-factor', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Inicia a configuração do segundo fator (TOTP)',
        response: { 200: factorEnrolmentResponseSchema },
      },
      handler: async (request) => factors.startEnrolment(me(request.auth!)),
    });

    r.post('/accounts/me/second-factor/confirm', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Confirma o segundo fator com um código e devolve os códigos de recuperação',
        body: confirmFactorSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
      handler: async (request) => ({
        recovery_codes: await factors.confirmEnrolment(request.auth!.accountId, request.body.code),
      }),
    });

    r.get('/accounts/me/sessions', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Sessões ativas da conta conectada',
        response: { 200: z.array(accountSessionResponseSchema) },
      },
      handler: async (request) => accountSessions.list(request.auth!),
    });

    r.delete('/accounts/me/sessions/:id', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Encerra uma sessão da conta conectada',
        params: uuidParams('id'),
        response: noContent,
      },
      handler: async (request, reply) => {
        await accountSessions.end(request.auth!, request.params.id);
        return reply.status(204).send(null);
      },
    });

    r.post('/accounts/me/sessions/end-others', {
      config: { auth: SIGNED_IN },
      schema: { tags, summary: 'Encerra as outras sessões da conta conectada', response: noContent },
      handler: async (request, reply) => {
        await accountSessions.endOthers(request.auth!);
        return reply.status(204).send(null);
      },
    });

    r.get('/accounts/security-policy', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Política de segurança da plataforma',
        response: { 200: securityPolicySchema },
      },
      handler: async () => factors.policy(),
    });

    r.put('/accounts/security-policy', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Altera a política de segurança da plataforma',
        body: securityPolicySchema,
        response: { 200: securityPolicySchema },
      },
      handler: async (request) => {
        await factors.setPolicy(request.body.require_platform_factor);
        return factors.policy();
      },
    });

    r.get('/users/:id/second-factor', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['users'],
        summary: 'Segundo fator de um usuário',
        params: uuidParams('id'),
        response: { 200: userFactorResponseSchema },
      },
      handler: async (request) => factors.userFactor(request.params.id),
    });

    r.delete('/users/:id/second-factor', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['users'],
        summary: 'Redefine o segundo fator de um usuário e encerra as sessões dele',
        params: uuidParams('id'),
        response: noContent,
      },
      handler: async (request, reply) => {
        const auth = request.auth!;
        await factors.reset(request.params.id);
        // The user's sessions end; an administrator resetting its own factor keeps the one it acts from.
        await revokeAccountSessions(
          request.params.id,
          request.params.id === auth.accountId ? auth.sessionId : undefined,
        );
        return reply.status(204).send(null);
      },
    });
  };
}
