import { randomUUID } from 'node:crypto';
import { MESSAGES, addDays, type MerchantOptIn, type OptInInput } from '@lastro/domain';
import { messagesOfRegistryErrors, outcomeWithin, registryHttpError, type Operation, type OptIn } from '../../../integrations/registry';
import { isUniqueViolation } from '../../../lib/db-errors';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorIdentity, MerchantRegistry } from '../merchants.ports';
import { registryRefusalToBadRequest, type MerchantsService } from '../merchants.service';
import type { OptInRow, OptInsRepository } from './optins.repository';

const M = MESSAGES.schedules;

export interface OptInsDeps {
  registry: () => MerchantRegistry;
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  merchants: MerchantsService;
  /** How long a request waits for the registry's outcome before answering with the opt-in still 'solicitado'. */
  outcomeWaitMs?: number;
  /** The date opt-ins are judged on: the registry's. */
  today?: () => Promise<string>;
  log?: { warn(obj: object, msg: string): void };
}

/** The daily job renewing recurrent opt-ins (merchants.module schedules). */
export const OPTIN_RENEWAL_SCHEDULE = 'merchants.optins-renew';

/** How long before its end a recurrent opt-in is renewed. */
export const RENEWAL_WINDOW_DAYS = 30;

export function toOptInReply(row: OptInRow, today: string): MerchantOptIn {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    creditor_id: row.creditorId,
    signature_date: row.signatureDate,
    start_date: row.startDate,
    end_date: row.endDate,
    opt_out_date: row.optOutDate,
    status: row.status,
    active: row.status === 'ativo' && row.startDate <= today && today <= row.endDate,
    registry_identifier: row.registryIdentifier,
    error_message: row.errorMessage,
    recurrent: row.recurrent,
    created_at: row.createdAt.toISOString(),
  };
}


/**
 * The product's opt-ins, kept in step with the registry: every change is requested there
 * (asynchronously, by protocol) and the stored state follows the registry's outcome.
 */
export function createOptInsService(repo: OptInsRepository, deps: OptInsDeps) {
  const today = deps.today ?? (() => deps.registry().today());
  const waitMs = deps.outcomeWaitMs ?? 20_000;

  const outcomeOf = (protocolo: string) => outcomeWithin(deps.registry(), protocolo, waitMs);

  async function applyOptIn(row: OptInRow, op: Operation | null): Promise<OptInRow> {
    if (!op || op.status === 'recebida') return row;
    if (op.status === 'rejeitada') return repo.update(row.id, { status: 'rejeitado', errorMessage: messagesOfRegistryErrors(op.erros).join('; ') });
    const result = op.resultado as OptIn | null;
    // The registry calls an opt-in whose period has not begun 'inativo' (it is judged by date): a
    // renewal for next year is registered and stays 'ativo' here; the stored date range says when.
    const ended = result?.status === 'inativo' && (result.dataOptOut !== null || result.dataInicio <= (await today()));
    return repo.update(row.id, {
      status: ended ? 'inativo' : 'ativo',
      registryIdentifier: result?.identificador ?? null,
      errorMessage: null,
    });
  }

  /**
   * Rows still waiting for the registry are brought up to date when read: a pending opt-in
   * from its protocol's outcome, and an active one from the registry's own opt-in, which an
   * opt-out the product stopped waiting for (or one made elsewhere) has already ended.
   */
  async function refreshPending(rows: OptInRow[], ufr: string, financiador: (creditorId: string) => Promise<string | null>): Promise<OptInRow[]> {
    const settled = await Promise.all(
      rows.map(async (row) =>
        row.status === 'solicitado' && row.protocol ? applyOptIn(row, await deps.registry().operation(row.protocol)) : row,
      ),
    );
    const active = settled.filter((r) => r.status === 'ativo' && r.registryIdentifier);
    if (!active.length) return settled;
    const ended = new Map<string, string>();
    for (const creditorId of new Set(active.map((r) => r.creditorId))) {
      const document = await financiador(creditorId);
      if (!document) continue;
      for (const o of await deps.registry().listOptIns({ ufr, financiador: document }))
        if (o.dataOptOut) ended.set(o.identificador, o.dataOptOut);
    }
    if (!ended.size) return settled;
    return Promise.all(
      settled.map((row) => {
        const optOutDate = row.status === 'ativo' && row.registryIdentifier ? ended.get(row.registryIdentifier) : undefined;
        return optOutDate ? repo.update(row.id, { status: 'inativo', optOutDate }) : row;
      }),
    );
  }

  /** The merchant's opt-ins (the creditor's only, when given), converged with the registry. */
  async function current(merchant: { id: string; documentNumber: string }, creditorId?: string): Promise<OptInRow[]> {
    const financiador = async (id: string) => (await deps.identityOf(id))?.document_number ?? null;
    return refreshPending(await repo.list(merchant.id, creditorId), merchant.documentNumber, financiador);
  }

  const service = {
    /** Brings the merchant's stored opt-ins in step with the registry before they are judged. */
    async refresh(merchantId: string): Promise<void> {
      await current(await deps.merchants.visible(null, merchantId));
    },

    async list(auth: AuthContext, merchantId: string): Promise<MerchantOptIn[]> {
      const merchant = await deps.merchants.visible(auth, merchantId);
      const rows = await current(merchant, auth.isAdmin ? undefined : merchant.creditorId);
      const date = await today();
      return rows.map((r) => toOptInReply(r, date));
    },

    /**
     * Registers an opt-in at the registry and records the outcome (400 with the registry's messages if refused).
     * A renewal (`renewalOf`) asks the registry under a key of the opt-in it continues, so a
     * renewal asked twice is one opt-in there too. `wait: false` (a person's request) answers
     * at once, 'solicitado' with its protocol: the outcome arrives as the registry's event
     * (commitments' registry-events consumer), and every read converges with it.
     */
    async register(merchantId: string, input: OptInInput, by: string | null, opts: { renewalOf?: string; wait?: boolean } = {}): Promise<MerchantOptIn> {
      const merchant = await deps.merchants.visible(null, merchantId);
      // A merchant is one creditor's: its opt-in is for that creditor.
      if (input.creditor_id !== merchant.creditorId) throw notFound();
      const creditor = await deps.identityOf(input.creditor_id);
      if (!creditor) throw notFound();
      const id = randomUUID();
      const receipt = await deps
        .registry()
        .requestOptIn({
          idempotencyKey: opts.renewalOf ? `optin-renewal:${opts.renewalOf}` : `optin:${id}`,
          financiador: creditor.document_number,
          ufr: merchant.documentNumber,
          dataAssinatura: input.signature_date,
          dataInicio: input.start_date,
          dataFim: input.end_date,
          // No solicitante: the sandbox processes the write in this process, so the answer waits little.
        })
        .catch(registryRefusalToBadRequest);
      const row = await repo.insert({
        id,
        merchantId,
        creditorId: input.creditor_id,
        signatureDate: input.signature_date,
        startDate: input.start_date,
        endDate: input.end_date,
        status: 'solicitado',
        protocol: receipt.protocolo,
        recurrent: input.recurrent ?? false,
        renewalOf: opts.renewalOf ?? null,
        createdBy: by,
      });
      if (opts.wait === false) return toOptInReply(row, await today());
      const op = await outcomeOf(receipt.protocolo);
      const done = await applyOptIn(row, op);
      if (op?.status === 'rejeitada') throw registryHttpError(op.erros);
      return toOptInReply(done, await today());
    },

    /** Marks the creditor's active opt-in of the merchant recurrent or not ('recorrente' of the maintenance import). */
    async setRecurrence(merchantId: string, creditorId: string, recurrent: boolean): Promise<void> {
      const row = await repo.active(merchantId, creditorId, await today());
      if (row && row.recurrent !== recurrent) await repo.update(row.id, { recurrent });
    },

    /**
     * The daily renewal: every active recurrent opt-in ending within `withinDays` of the
     * registry's today and not renewed yet is asked again at the registry for the following
     * year (the day after it ends, for 365 days), recurrent in turn. The renewal is stored
     * with the registry's outcome like any opt-in; one the registry refuses stays refused.
     */
    async renewRecurrent(withinDays = RENEWAL_WINDOW_DAYS): Promise<{ due: number; renewed: number; refused: number }> {
      const date = await today();
      const due = await repo.dueForRenewal(date, addDays(date, withinDays));
      let renewed = 0;
      let refused = 0;
      for (const row of due) {
        // An opt-out made at the registry ends the recurrence: converge before renewing.
        const merchant = await deps.merchants.visible(null, row.merchantId);
        const fresh = (await current(merchant, row.creditorId)).find((r) => r.id === row.id);
        if (fresh?.status !== 'ativo') continue;
        const start = addDays(row.endDate, 1);
        // Signed when the recurrent opt-in was (the merchant agreed to its renewals then): a
        // renewal asked again another day is then the same request under its key at the registry.
        const input = { creditor_id: row.creditorId, signature_date: row.signatureDate, start_date: start, end_date: addDays(row.endDate, 365), recurrent: true };
        try {
          const done = await service.register(row.merchantId, input, null, { renewalOf: row.id });
          if (done.status === 'rejeitado') refused += 1;
          else renewed += 1;
        } catch (err) {
          // Another run renewed it meanwhile: once is enough.
          if (isUniqueViolation(err)) continue;
          refused += 1;
          deps.log?.warn({ err, optInId: row.id }, 'recurrent opt-in not renewed');
        }
      }
      return { due: due.length, renewed, refused };
    },

    /**
     * Ends the creditor's active opt-in of the merchant at the registry. `wait: false` answers
     * at once with the opt-in as it stands; it turns 'inativo' when the registry's event arrives.
     */
    async optOut(merchantId: string, creditorId: string, opts: { wait?: boolean } = {}): Promise<MerchantOptIn> {
      const merchant = await deps.merchants.visible(null, merchantId);
      const creditor = await deps.identityOf(creditorId);
      if (!creditor) throw notFound();
      const date = await today();
      const row = await repo.active(merchantId, creditorId, date);
      if (!row?.registryIdentifier) throw notFound(M.optInNotFound);
      const receipt = await deps
        .registry()
        .requestOptOut({
          idempotencyKey: `optout:${row.id}`,
          financiador: creditor.document_number,
          ufr: merchant.documentNumber,
          identificadorOptIn: row.registryIdentifier,
        })
        .catch(registryRefusalToBadRequest);
      if (opts.wait === false) return toOptInReply(row, date);
      const op = await outcomeOf(receipt.protocolo);
      if (op?.status === 'rejeitada') throw registryHttpError(op.erros);
      if (!op || op.status !== 'processada') return toOptInReply(row, date);
      return toOptInReply(await repo.update(row.id, { status: 'inativo', optOutDate: date }), date);
    },
  };
  return service;
}

export type OptInsService = ReturnType<typeof createOptInsService>;
