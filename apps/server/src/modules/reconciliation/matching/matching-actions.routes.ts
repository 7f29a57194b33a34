import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankItemResponseSchema,
  divergenceJustifyResponseSchema,
  divergenceJustifySchema,
  manualMatchResponseSchema,
  manualMatchSchema,
  PERMISSIONS,
  reconciliationCandidatesQuerySchema,
  reconciliationCandidatesResponseSchema,
  uuidSchema,
} from '@lastro/domain';
import { notFound } from '../../../lib/errors';
import { perm } from '../../../plugins/route-auth';
import type { ItemDetailsRepository } from './item-details.repository';
import type { ItemListsRepository } from './item-lists.repository';
import { money, type ItemReadsService } from './item-reads.service';
import type { MatchActionsService } from './match-actions.service';

const idParams = z.object({ id: uuidSchema });

export interface MatchingActionsDeps {
  actions: MatchActionsService;
  items: ItemReadsService;
  lists: ItemListsRepository;
  details: ItemDetailsRepository;
  accountCreditor(accountId: string): Promise<string | null>;
}

/** The decisions of 'Conciliação Bancária' and 'Divergências' (spec 4 §8 'match'). */
export function matchingActionsRoutes(deps: MatchingActionsDeps) {
  const { actions, items } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const edit = perm(PERMISSIONS.conciliacao_bancaria, 'edit');
    const tags = ['reconciliation: bank'];
    /** The item as the list shows it, after its recomputation. */
    const itemAfter = async (itemId: string) => {
      const row = await deps.lists.bankItem(itemId);
      if (!row) throw notFound();
      return (await items.shapeBank([row]))[0]!;
    };

    r.post('/reconciliation/suggestions/:id/confirm', {
      config: { auth: edit },
      schema: { tags, summary: 'Confirma a sugestão: o lançamento passa a ser o crédito do item', params: idParams, response: { 200: bankItemResponseSchema } },
      handler: async (request) => itemAfter(await actions.confirmSuggestion(request.auth!, request.params.id)),
    });
    r.post('/reconciliation/suggestions/:id/reject', {
      config: { auth: edit },
      schema: { tags, summary: 'Rejeita a sugestão: o lançamento nunca mais é sugerido para o item', params: idParams, response: { 200: bankItemResponseSchema } },
      handler: async (request) => itemAfter(await actions.rejectSuggestion(request.auth!, request.params.id)),
    });

    r.get('/reconciliation/candidates', {
      config: { auth: edit },
      schema: { tags, summary: "As duas listas da 'Conciliação manual' de uma conta", querystring: reconciliationCandidatesQuerySchema, response: { 200: reconciliationCandidatesResponseSchema } },
      handler: async (request) => {
        const auth = request.auth!;
        const q = request.query;
        const creditorId = await deps.accountCreditor(q.account_id);
        if (!creditorId || (!auth.isAdmin && creditorId !== auth.creditorId)) throw notFound();
        const [{ left, right }, accounts] = await Promise.all([deps.details.candidates(q.account_id, q.date_from, q.date_to, q.q), deps.details.accounts([q.account_id])]);
        return {
          tolerance_amount: money(accounts.get(q.account_id)?.tolerance_amount ?? '0'),
          left: left.map((i) => ({
            id: i.id,
            date: i.date,
            acquirer: i.acquirer === 'nao_identificada' ? { document: null, name: 'Não identificada' } : { document: i.acquirer, name: i.acquirer_name ?? i.acquirer },
            settled: money(i.settled),
            credited: money(i.credited),
          })),
          right: right.map((l) => ({ id: Number(l.id), posted_date: l.posted_date, description: l.description, document_id: l.document_id, amount: money(l.amount), classification: l.classification })),
        };
      },
    });

    r.post('/reconciliation/matches', {
      config: { auth: edit },
      schema: { tags, summary: 'Conciliação manual de itens e lançamentos de uma conta', body: manualMatchSchema, response: { 201: manualMatchResponseSchema } },
      handler: async (request, reply) => reply.status(201).send(await actions.createMatch(request.auth!, request.body)),
    });
    r.delete('/reconciliation/matches/:id', {
      config: { auth: edit },
      schema: { tags, summary: 'Desfaz uma conciliação manual ou confirmada', params: idParams, response: { 200: z.object({ message: z.string() }) } },
      handler: async (request) => {
        await actions.undoMatch(request.auth!, request.params.id);
        return { message: 'Conciliação desfeita' };
      },
    });

    r.post('/reconciliation/divergences/justify', {
      config: { auth: perm(PERMISSIONS.conciliacao_divergencias, 'edit') },
      schema: { tags: ['reconciliation: divergences'], summary: 'Justifica divergências pendentes (até 500)', body: divergenceJustifySchema, response: { 200: divergenceJustifyResponseSchema } },
      handler: async (request) => actions.justify(request.auth!, request.body),
    });
  };
}
