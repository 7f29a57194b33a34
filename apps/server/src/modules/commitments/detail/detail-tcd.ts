import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MESSAGES, TCD_MAX_BYTES, isPdfContent } from '@lastro/domain';
import { badRequest, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { DealRow, DetailRepository } from './detail.repository';
import type { DetailDeps } from './detail-deps';

const M = MESSAGES.commitments;

/** A commitment's TCD file: its upload (checked as a PDF within the size limit), look-up and download. */
export function createDealTcd(
  repo: DetailRepository,
  storage: DetailDeps['storage'],
  visible: (auth: AuthContext, id: string) => Promise<DealRow>,
) {
  return {
    async uploadTcd(
      auth: AuthContext,
      fields: Record<string, string>,
      file: { name: string; data: Buffer } | null,
      fileUrl: (dealId: string) => string,
    ) {
      const reference = fields.external_reference ?? '';
      const dealId = reference ? await repo.dealIdOfReference(reference) : null;
      const deal = dealId ? await repo.findDeal(dealId, auth.isAdmin ? null : auth.creditorId) : null;
      if (!deal) throw notFound(M.detailNotFound);
      if (!file) throw badRequest(M.tcdFileRequired);
      if (file.data.length > TCD_MAX_BYTES) throw badRequest(M.tcdTooLarge);
      if (!isPdfContent(file.data)) throw badRequest(M.tcdInvalidFormat);
      const key = `tcd/${deal.id}.pdf`;
      const scratch = await storage.scratchPath('pdf');
      await writeFile(scratch, file.data);
      await storage.putFile(key, scratch);
      const replaced = Boolean(await repo.fileOf(deal.id));
      await repo.saveFile({
        dealId: deal.id,
        storageKey: key,
        fileName: file.name.slice(0, 200) || 'tcd.pdf',
        sizeBytes: file.data.length,
        uploadedBy: auth.accountId,
      });
      return { message: replaced ? M.fileReplaced : M.uploaded, replaced, fileUrl: fileUrl(deal.id) };
    },

    async searchTcd(auth: AuthContext, reference: string, fileUrl: (dealId: string) => string) {
      const dealId = await repo.dealIdOfReference(reference);
      const deal = dealId ? await repo.findDeal(dealId, auth.isAdmin ? null : auth.creditorId) : null;
      if (!deal) throw notFound(M.detailNotFound);
      const file = await repo.fileOf(deal.id);
      if (!file) return { results: [] };
      return {
        results: [
          { fileUrl: fileUrl(deal.id), file_name: file.fileName, size_bytes: file.sizeBytes, created_at: file.updatedAt.toISOString() },
        ],
      };
    },

    async openTcd(auth: AuthContext, id: string): Promise<{ stream: Readable; fileName: string; size: number }> {
      const deal = await visible(auth, id);
      const file = await repo.fileOf(deal.id);
      if (!file) throw notFound(M.tcdMissing);
      return { stream: await storage.openRead(file.storageKey), fileName: file.fileName, size: file.sizeBytes };
    },
  };
}
