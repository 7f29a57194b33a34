import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIST_SORTS,
  listQuerySchema,
  listResponseSchema,
  messageResponseSchema,
  onboardingCodeBodySchema,
  onboardingLinkResponseSchema,
  onboardingStateResponseSchema,
  onboardingTokenBodySchema,
  searchTextSchema,
  uuidSchema,
  withSort,
} from '@lastro/domain';
import { readMultipartForm } from '../../../integrations/images';
import type { SmsOutboxRepository, SmsOutboxRow, SmsSender } from '../../../integrations/sms';
import { pagedList } from '../../../lib/paged-list';
import { BODY_LIMITS } from '../../../plugins/input-guard';
import { ADMIN_ONLY, PUBLIC } from '../../../plugins/route-auth';
import type { OnboardingService } from './onboarding.service';

const tags = ['merchants onboarding'];
const idParams = z.object({ id: uuidSchema });

/**
 * The onboarding link: issued by an administrator ('Gerar token', 'Reenviar e-mail'), then
 * followed by the merchant on the public page, each step recorded with the client's address.
 */
export function onboardingRoutes(service: OnboardingService, rateLimitPerMinute: number) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/merchants/:id/onboarding-link', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Gera um novo link de cadastro (substitui os anteriores)', params: idParams, response: { 200: onboardingLinkResponseSchema } },
      handler: async (request) => service.generateToken(request.auth!, request.params.id),
    });

    r.post('/merchants/:id/onboarding-link/email', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Envia por e-mail um novo link de cadastro ao contato do estabelecimento', params: idParams, response: { 200: messageResponseSchema } },
      handler: async (request) => service.resendEmail(request.auth!, request.params.id),
    });

    // The public steps: the token travels in the body (kept out of request logs), limited like sign-in.
    const open = { config: { auth: PUBLIC, rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } }, bodyLimit: BODY_LIMITS.small };
    const state = { 200: onboardingStateResponseSchema };

    r.post('/onboarding/open', {
      ...open,
      schema: { tags, summary: 'Abre o link de cadastro: estabelecimento, fornecedor e etapas concluídas', body: onboardingTokenBodySchema, response: state },
      handler: async (request) => service.state(request.body.token),
    });

    for (const channel of ['email', 'phone'] as const) {
      const what = channel === 'email' ? 'e-mail' : 'celular (SMS)';
      r.post(`/onboarding/${channel}-code`, {
        ...open,
        schema: { tags, summary: `Envia um código de confirmação para o ${what}`, body: onboardingTokenBodySchema, response: { 200: messageResponseSchema } },
        handler: async (request) => service.sendCode(request.body.token, channel),
      });
      r.post(`/onboarding/${channel}-code/confirm`, {
        ...open,
        schema: { tags, summary: `Confirma o ${what} com o código recebido`, body: onboardingCodeBodySchema, response: state },
        handler: async (request) => service.confirmCode(request.body.token, channel, request.body.code, request.ip),
      });
    }

    r.post('/onboarding/term-partnership', {
      ...open,
      schema: { tags, summary: 'Aceita o termo de parceria da agenda (registra o opt-in do fornecedor na registradora)', body: onboardingTokenBodySchema, response: state },
      handler: async (request) => service.acceptPartnership(request.body.token, request.ip),
    });

    r.post('/onboarding/term-policy', {
      ...open,
      schema: { tags, summary: 'Aceita os termos de uso e a política de privacidade', body: onboardingTokenBodySchema, response: state },
      handler: async (request) => service.acceptPolicy(request.body.token, request.ip),
    });

    r.post('/onboarding/selfie', {
      // Multipart bodies are read part by part under readMultipartForm's own limits (5 MB image); no JSON here.
      ...open,
      schema: {
        tags,
        summary: 'Envia a selfie (multipart: token, file .png/.jpg) e conclui o cadastro',
        consumes: ['multipart/form-data'],
        response: state,
      },
      handler: async (request) => {
        const form = await readMultipartForm(request, { maxFiles: 1 });
        return service.selfie(form.fields.token ?? '', form.files.file, request.ip);
      },
    });
  };
}

const smsOut = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  text: z.string(),
  transport: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});

const toSmsReply = (m: SmsOutboxRow): z.infer<typeof smsOut> => ({
  id: m.id,
  kind: m.kind,
  to: m.toNumber,
  text: m.textBody,
  transport: m.transport,
  sent_at: m.sentAt?.toISOString() ?? null,
  error: m.error,
  created_at: m.createdAt.toISOString(),
});

/** The SMS the platform wrote: with the offline provider, where an administrator (or a test) reads a code. */
export function smsOutboxRoutes(outbox: SmsOutboxRepository, sms: SmsSender) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/sms/outbox', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: `SMS escritos pela plataforma (provedor atual: ${sms.transport})`,
        querystring: withSort(listQuerySchema.extend({ to: searchTextSchema.optional() }), LIST_SORTS.smsOutbox),
        response: { 200: listResponseSchema(smsOut) },
      },
      handler: pagedList(async (query) => {
        const { rows, count } = await outbox.list(query);
        return { rows: rows.map(toSmsReply), count };
      }),
    });
  };
}
