import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPasskeySchema,
  enrolPasskeyOptionsSchema,
  enrolPasskeySchema,
  passkeyOptionsResponseSchema,
  passkeyResponseSchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
} from '@lastro/domain';
import { BODY_LIMITS } from '../../plugins/input-guard';
import { PUBLIC, SIGNED_IN } from '../../plugins/route-auth';
import { uuidParams } from '../../plugins/route-params';
import { clientMetaOf } from './client-meta';
import type { PasskeySignInService } from './passkey-sign-in.service';
import type { PasskeysService } from './passkeys.service';

const tags = ['accounts'];

/** Passkeys: the caller's own in 'Minha conta', and the sign-in with one. */
export function passkeysRoutes(
  passkeys: PasskeysService,
  signIn: PasskeySignInService,
  signInRateLimitPerMinute: number,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Like the other sign-in steps: public, small, and under the per-address limit.
    const signInStep = {
      bodyLimit: BODY_LIMITS.small,
      config: { auth: PUBLIC, rateLimit: { max: signInRateLimitPerMinute, timeWindow: '1 minute' } },
    };

    r.get('/accounts/me/passkeys', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Chaves de acesso da conta conectada',
        response: { 200: z.array(passkeyResponseSchema) },
      },
      handler: async (request) => passkeys.list(request.auth!.accountId),
    });

    r.post('/accounts/me/passkeys/options', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Inicia o cadastro de uma chave de acesso (opções do WebAuthn)',
        response: { 200: passkeyOptionsResponseSchema },
      },
      handler: async (request) => {
        const auth = request.auth!;
        return passkeys.registrationOptions({ id: auth.accountId, email: auth.email, name: auth.name });
      },
    });

    r.post('/accounts/me/passkeys', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Cadastra a chave de acesso criada pelo navegador, com um nome',
        body: addPasskeySchema,
        response: { 201: passkeyResponseSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await passkeys.add(request.auth!.accountId, request.body)),
    });

    r.delete('/accounts/me/passkeys/:id', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Remove uma chave de acesso da conta conectada',
        params: uuidParams('id'),
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await passkeys.remove(request.auth!.accountId, request.params.id);
        return reply.status(204).send(null);
      },
    });

    r.post('/accounts/sign-in/passkey/options', {
      ...signInStep,
      schema: {
        tags,
        summary: 'Opções do WebAuthn para entrar com chave de acesso (sem e-mail, ou como segundo passo)',
        body: passkeySignInOptionsSchema,
        response: { 200: passkeyOptionsResponseSchema },
      },
      handler: async (request) => signIn.options(request.body.challenge),
    });

    r.post('/accounts/sign-in/enrolment/passkey/options', {
      ...signInStep,
      schema: {
        tags,
        summary: 'Inicia o cadastro de uma chave de acesso como o segundo fator exigido (opções do WebAuthn)',
        body: enrolPasskeyOptionsSchema,
        response: { 200: passkeyOptionsResponseSchema },
      },
      handler: async (request) => signIn.enrolmentOptions(request.body.challenge),
    });

    r.post('/accounts/sign-in/enrolment/passkey', {
      ...signInStep,
      schema: {
        tags,
        summary: 'Cadastra a chave de acesso como o segundo fator exigido e conclui a entrada',
        body: enrolPasskeySchema,
        response: { 200: z.object({ token: z.string() }) },
      },
      handler: async (request) =>
        signIn.enrol(request.body, clientMetaOf(request)),
    });

    r.post('/accounts/sign-in/passkey', {
      ...signInStep,
      schema: {
        tags,
        summary: 'Entra com a chave de acesso (ou conclui o segundo passo com ela)',
        body: passkeySignInSchema,
        response: { 200: z.object({ token: z.string() }) },
      },
      handler: async (request) =>
        signIn.signIn(request.body, clientMetaOf(request)),
    });
  };
}
