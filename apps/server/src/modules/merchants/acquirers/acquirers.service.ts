import {
  ADVANCEMENTS,
  MESSAGES,
  NOTIFICATION_TYPE,
  advancementDescription,
  formatDocument,
  type MerchantAcquirerLink,
  type MerchantRelation,
} from '@lastro/domain';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import type { MerchantRow } from '../merchants.repository';
import type { DiscoveredLink, MerchantAcquirersRepository } from './acquirers.repository';

const M = MESSAGES.merchants;

export const DISCOVERY_JOB = 'merchants.discovery';
export interface DiscoveryJobData {
  merchantId: string;
  creditorId: string;
}

type RegisterAcquirer = {
  id: number;
  acquirer_name: string;
  document_number: string;
  path: string | null;
  active: boolean;
};

export interface MerchantAcquirersDeps {
  /** The merchant if the caller may see it, else 404 (the merchants service's scope). */
  visible(auth: AuthContext | null, id: string): Promise<MerchantRow>;
  /** The creditor's merchant of the document, 404 for another creditor's caller. */
  ofCreditorByDocument(auth: AuthContext, creditorId: string, document: string): Promise<MerchantRow>;
  activeOptIn(row: MerchantRow): Promise<boolean>;
  /** The registry's discovery for the creditor's merchant (refused without its active opt-in). */
  relations(merchant: MerchantRow, creditorId: string): Promise<MerchantRelation[]>;
  acquirers(): Promise<RegisterAcquirer[]>;
  notify: () => Pick<NotificationsPort, 'notify'>;
  enqueue(type: string, accountId: string, data: DiscoveryJobData): Promise<string>;
}

/**
 * 'Mais informações' of the notification: a link to the merchant's Credenciadoras tab (the
 * web's paths.merchants.edit, tab 2). Only a uuid and a catalogue text go into the HTML.
 */
const acquirersTabInfo = (merchantId: string) =>
  `<p><a href="/app/merchants/edit?id=${encodeURIComponent(merchantId)}&amp;tab=2">${M.viewAcquirers}</a></p>`;

/** Credenciadoras: a merchant's acquirer links, by hand and by the registry's discovery. */
export function createMerchantAcquirersService(
  repo: MerchantAcquirersRepository,
  deps: MerchantAcquirersDeps,
) {
  return {
    async list(auth: AuthContext, merchantId: string): Promise<MerchantAcquirerLink[]> {
      await deps.visible(auth, merchantId);
      const [links, acquirers] = await Promise.all([repo.links(merchantId), deps.acquirers()]);
      const byId = new Map(acquirers.map((a) => [a.id, a]));
      return links.map(({ link, arrangements }) => {
        const acquirer = byId.get(link.acquirerId);
        return {
          id: link.id,
          acquirer_id: link.acquirerId,
          acquirer_name: acquirer?.acquirer_name ?? String(link.acquirerId),
          acquirer_document: acquirer?.document_number ?? '',
          path: acquirer?.path ?? null,
          active: link.active,
          advancement_id: link.advancementId,
          advancement_description: advancementDescription(link.advancementId),
          updated_at: link.updatedAt.toISOString(),
          arrangements: arrangements.map((a) => ({
            name: a.arrangementName,
            arrangement_code: a.arrangementCode,
            arrangement_name: a.arrangementName,
            acquirer_document: a.acquirerDocument,
            updated_at: a.updatedAt.toISOString(),
          })),
        };
      });
    },

    /** PATCH merchants/{id}/acquirers: links the acquirer (or changes the link's advancement). */
    async link(
      auth: AuthContext,
      merchantId: string,
      input: { acquirer_id: number; advancement_id: number },
    ) {
      await deps.visible(auth, merchantId);
      if (!(await deps.acquirers()).some((a) => a.id === input.acquirer_id))
        throw badRequest(M.unknownAcquirer);
      if (!ADVANCEMENTS.some((a) => a.id === input.advancement_id)) throw badRequest(M.unknownAdvancement);
      const row = await repo.upsert({
        merchantId,
        acquirerId: input.acquirer_id,
        advancementId: input.advancement_id,
        createdBy: auth.accountId,
      });
      return { id: row.id };
    },

    async remove(auth: AuthContext, linkId: string) {
      const row = await repo.findById(linkId);
      if (!row) throw notFound();
      await deps.visible(auth, row.merchantId);
      await repo.remove(linkId);
    },

    /**
     * GET accounts/search-acquirer: refused without the creditor's active opt-in; else the
     * registry is asked by a job and the requester hears of the outcome in a notification.
     */
    async startDiscovery(auth: AuthContext, creditorId: string, document: string) {
      const merchant = await deps.ofCreditorByDocument(auth, creditorId, document);
      if (!(await deps.activeOptIn(merchant))) throw badRequest(M.discoveryNoOptIn);
      const jobId = await deps.enqueue(DISCOVERY_JOB, auth.accountId, {
        merchantId: merchant.id,
        creditorId,
      });
      return { message: M.discoveryStarted, job_id: jobId };
    },

    /**
     * The job: asks the registry and records the links. Safe to run again (upserts only).
     * Without a requester (seeding) nobody is notified.
     */
    async runDiscovery(jobId: string, requestedBy: string | null, data: DiscoveryJobData) {
      const merchant = await deps.visible(null, data.merchantId);
      let relations: MerchantRelation[];
      try {
        relations = await deps.relations(merchant, data.creditorId);
      } catch (err) {
        // A refusal (the opt-in ended meanwhile) is final; anything else is retried by the job.
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        await this.discoveryFailed(jobId, requestedBy, data, err.messages[0] ?? MESSAGES.common.genericError);
        return { links: 0, refused: true };
      }
      const acquirers = new Map((await deps.acquirers()).map((a) => [a.document_number, a]));
      const found = new Map<string, DiscoveredLink>();
      for (const r of relations) {
        const acquirer = acquirers.get(r.acquirer_document);
        // An acquirer the registers do not hold has no link to show; the registers' owner adds it.
        if (!acquirer) continue;
        const entry = found.get(r.acquirer_document) ?? {
          acquirerId: acquirer.id,
          acquirerDocument: r.acquirer_document,
          arrangements: [],
        };
        entry.arrangements.push({ code: r.arrangement_code, name: r.arrangement_name });
        found.set(r.acquirer_document, entry);
      }
      const links = await repo.applyDiscovery(merchant.id, [...found.values()]);
      if (!requestedBy) return { links };
      await deps.notify().notify(requestedBy, {
        type: NOTIFICATION_TYPE.informativo,
        title: M.discoveryDoneTitle,
        description: M.discoveryDoneDescription(
          `${merchant.companyName} (${formatDocument(merchant.documentNumber)})`,
          links,
        ),
        metadata: {
          id: merchant.id,
          notification_info: acquirersTabInfo(merchant.id),
        },
        dedupeKey: `discovery:${jobId}`,
      });
      return { links };
    },

    /** The discovery ended without links: the requester is told why. */
    async discoveryFailed(jobId: string, requestedBy: string | null, data: DiscoveryJobData, reason: string) {
      if (!requestedBy) return;
      await deps.notify().notify(requestedBy, {
        type: NOTIFICATION_TYPE.informativo,
        title: M.discoveryFailedTitle,
        description: reason,
        metadata: { id: data.merchantId, notification_info: acquirersTabInfo(data.merchantId) },
        dedupeKey: `discovery:${jobId}:erro`,
      });
    },
  };
}
export type MerchantAcquirersService = ReturnType<typeof createMerchantAcquirersService>;
