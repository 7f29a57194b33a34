import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, listResponse, listResponseSchema, LIST_SORTS, searchTextSchema, withSort } from '@lastro/domain';
import type { Mailer, OutboxRepository } from '../../../integrations/mail';
import { ADMIN_ONLY } from '../../../plugins/route-auth';

const mailOut = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});

/**
 * The e-mails the platform wrote. Without SMTP (the offline provider) this is where an
 * administrator finds an invitation link; with SMTP the links are blanked once sent.
 */
export function outboxRoutes(outbox: OutboxRepository, mailer: Mailer) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/mail/outbox', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['invitations'],
        summary: `E-mails escritos pela plataforma (provedor atual: ${mailer.transport})`,
        querystring: withSort(listQuerySchema.extend({ to: searchTextSchema.optional() }), LIST_SORTS.mailOutbox),
        response: { 200: listResponseSchema(mailOut) },
      },
      handler: async (request) => {
        const { offset, limit } = request.query;
        const { rows, count } = await outbox.list(request.query);
        return listResponse(
          rows.map((m) => ({
            id: m.id,
            kind: m.kind,
            to: m.toAddress,
            subject: m.subject,
            text: m.textBody,
            transport: m.transport,
            sent_at: m.sentAt?.toISOString() ?? null,
            error: m.error,
            created_at: m.createdAt.toISOString(),
          })),
          { offset, limit, count },
        );
      },
    });
  };
}
