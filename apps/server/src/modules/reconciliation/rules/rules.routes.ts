import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  PERMISSIONS,
  reconciliationRuleInputSchema,
  reconciliationRuleOrderSchema,
  reconciliationRuleSchema,
  reconciliationRulesQuerySchema,
  uuidSchema,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { RulesService } from './rules.service';

const tags = ['reconciliation: rules'];
const S = PERMISSIONS.conciliacao_empresas;
const idParams = z.object({ id: uuidSchema });

/** The tab 'Regras de classificação' (spec 4 §2.8, §8). */
export function rulesRoutes(service: RulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/reconciliation/rules', {
      config: { auth: perm(S, 'read') },
      schema: { tags, summary: 'Regras de classificação do fornecedor, pela ordem', querystring: reconciliationRulesQuerySchema, response: { 200: z.array(reconciliationRuleSchema) } },
      handler: async (request) => service.list(request.auth!, request.query.creditor_id),
    });

    r.post('/reconciliation/rules', {
      config: { auth: perm(S, 'create') },
      schema: { tags, summary: 'Cadastra uma regra ao fim da ordem', body: reconciliationRuleInputSchema, response: { 201: reconciliationRuleSchema } },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.auth!, request.body)),
    });

    r.put('/reconciliation/rules/order', {
      config: { auth: perm(S, 'edit') },
      schema: { tags, summary: 'Reordena as regras do fornecedor', body: reconciliationRuleOrderSchema, response: { 200: z.array(reconciliationRuleSchema) } },
      handler: async (request) => service.reorder(request.auth!, request.body.creditor_id, request.body.ids),
    });

    r.patch('/reconciliation/rules/:id', {
      config: { auth: perm(S, 'edit') },
      schema: { tags, summary: 'Altera uma regra', params: idParams, body: reconciliationRuleInputSchema, response: { 200: reconciliationRuleSchema } },
      handler: async (request) => service.update(request.auth!, request.params.id, request.body),
    });

    r.delete('/reconciliation/rules/:id', {
      config: { auth: perm(S, 'delete') },
      schema: { tags, summary: 'Exclui uma regra', params: idParams, response: { 200: z.object({ message: z.string() }) } },
      handler: async (request) => {
        await service.remove(request.auth!, request.params.id);
        return { message: MESSAGES.reconciliationCompanies.ruleDeleted };
      },
    });
  };
}
