import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMITMENT_CREATE_PATHS,
  MESSAGES,
  PERMISSIONS,
  commitmentCreatePayloadSchema,
  commitmentCreateOptionsReplySchema,
  commitmentCreatedItemReplySchema,
  uuidSchema,
  type ContractModality,
} from '@lastro/domain';
import { badRequest } from '../../../lib/errors';
import { perm } from '../../../plugins/route-auth';
import type { CreateService } from './create.service';

const tags = ['commitments'];
const CREATE = perm(PERMISSIONS.cad_compromisso_dados_compromissos, 'create');
/** The Idempotency-Key header: any printable text a client chose, kept per creditor. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const SUMMARIES: Record<ContractModality, string> = {
  performado: 'Cadastra um compromisso (Contrato Performado): um objeto por parcela; registro na registradora em seguida',
  fumaca: 'Cadastra um compromisso Fumaça: um objeto por parcela com regra de divisão e valor a onerar',
};

export function createRoutes(service: CreateService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/deals/create-options', {
      config: { auth: CREATE },
      schema: {
        tags,
        summary: 'O que os parâmetros do fornecedor permitem no cadastro de compromisso (tipos, parcelas, GCAP)',
        querystring: z.object({ creditor_id: uuidSchema }),
        response: { 200: commitmentCreateOptionsReplySchema },
      },
      handler: async (request) => service.options(request.auth!, request.query.creditor_id),
    });
    for (const modality of ['performado', 'fumaca'] as const) {
      r.post(`/${COMMITMENT_CREATE_PATHS[modality]}`, {
        config: { auth: CREATE },
        schema: {
          tags,
          summary: SUMMARIES[modality],
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: commitmentCreatePayloadSchema(modality),
          response: { 200: z.array(commitmentCreatedItemReplySchema), 201: z.array(commitmentCreatedItemReplySchema) },
        },
        handler: async (request, reply) => {
          const key = request.headers['idempotency-key'];
          if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw badRequest(MESSAGES.commitments.create.idempotencyKeyInvalid);
          const { created, items } = await service.create(request.auth!, modality, request.body, key);
          return reply.status(created ? 201 : 200).send(items);
        },
      });
    }
  };
}
