import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_FILE_TYPE,
  DOCUMENT_STATUS,
  MESSAGES,
  NOTIFICATION_TYPE,
  documentFileTypeLabel,
  documentStatusLabel,
  formatDocument,
  type MerchantDocument,
  type MerchantDocumentDetail,
  type PendingMerchant,
} from '@lastro/domain';
import { detectImageKind, normalizeImage, type ImageStore } from '../../../integrations/images';
import type { IdentityFileType, IdentityProvider } from '../../../integrations/identity';
import type { Mailer } from '../../../integrations/mail';
import type { FileStorage } from '../../../integrations/storage';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import type { MerchantRow } from '../merchants.repository';
import type { DocumentRow, DocumentsRepository, NewDocument, PendingSearch } from './documents.repository';

const M = MESSAGES.merchants;
export const PROCESS_DOCUMENTS_JOB = 'merchants.documents.process';
export interface ProcessDocumentsJobData {
  merchantId: string;
}

const PDF_SIGNATURE = Buffer.from('%PDF-');
type StoredType = 'image/png' | 'application/pdf';

/**
 * Content decides: png/jpg (stored as ≤1200 px PNG, as every image) or, unless only a picture
 * will do (the onboarding selfie), PDF; anything else is refused with `refusal`.
 */
async function acceptFile(
  bytes: Buffer,
  { picturesOnly = false, refusal = M.documentFileInvalid }: { picturesOnly?: boolean; refusal?: string } = {},
): Promise<{ data: Buffer; type: StoredType; ext: 'png' | 'pdf' }> {
  if (!picturesOnly && bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
    return { data: bytes, type: 'application/pdf', ext: 'pdf' };
  if (!detectImageKind(bytes)) throw badRequest(refusal);
  return {
    data: await normalizeImage(bytes).catch(() => Promise.reject(badRequest(refusal))),
    type: 'image/png',
    ext: 'png',
  };
}

/** A checked file put in storage, as a document row records it (not inserted yet). */
export type PreparedDocument = NewDocument & { fileKey: string };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toDocumentReply(d: DocumentRow): MerchantDocument {
  const score = d.faceMatch === null ? null : Number(d.faceMatch);
  return {
    id: d.id,
    account_id: d.merchantId,
    file_type: d.fileType,
    file_type_description: documentFileTypeLabel(d.fileType),
    file_info: d.fileInfo,
    file_path: d.fileKey ? `/api/checkids/${d.id}/file` : null,
    content_type: d.contentType,
    size_bytes: d.sizeBytes,
    status: d.status,
    status_description: documentStatusLabel(d.status),
    comment: d.comment,
    created_at: d.createdAt.toISOString(),
    updated_at: iso(d.updatedAt),
    status_changed_at: iso(d.statusChangedAt),
    face_match: d.processedAt ? { score, method: d.ocr?.faceMethod ?? null, ocr: d.identityProvider } : null,
    identity_provider: d.identityProvider,
    processed_at: iso(d.processedAt),
  };
}

export interface DocumentsDeps {
  visible(auth: AuthContext | null, id: string): Promise<MerchantRow>;
  storage: FileStorage;
  identity: IdentityProvider;
  mailer: Mailer;
  /** The onboarding selfies (compared with a Documento when no Selfie document was uploaded). */
  selfies: ImageStore;
  enqueue(type: string, accountId: string, data: ProcessDocumentsJobData): Promise<string>;
  notify: () => NotificationsPort;
}

/** Documentos: uploads, review, the identity check as a job, account activation or rejection, and their e-mails. */
export function createDocumentsService(repo: DocumentsRepository, deps: DocumentsDeps) {
  const documentOf = async (auth: AuthContext | null, id: string) => {
    const doc = await repo.find(id);
    if (!doc) throw notFound(M.documentNotFound);
    await deps.visible(auth, doc.merchantId).catch(() => Promise.reject(notFound(M.documentNotFound)));
    return doc;
  };

  const fileOf = async (doc: DocumentRow) =>
    doc.fileKey ? readAll(await deps.storage.openRead(doc.fileKey)) : null;

  async function selfieOf(merchantId: string): Promise<Buffer | null> {
    const [selfie] = await repo.current(merchantId, { fileType: DOCUMENT_FILE_TYPE.selfie });
    if (selfie?.fileKey && selfie.contentType !== 'application/pdf') return fileOf(selfie);
    const onboarding = await repo.onboardingSelfie(merchantId);
    const stream = onboarding ? await deps.selfies.open(`${onboarding}.png`) : null;
    return stream ? readAll(stream) : null;
  }

  async function recipients(merchant: MerchantRow): Promise<string[]> {
    const emails = merchant.contactEmail ? [merchant.contactEmail] : await repo.contactEmails(merchant.id);
    if (emails.length === 0) throw badRequest(M.noContactEmail);
    return emails;
  }

  const nameOf = (m: MerchantRow) => `${m.companyName} (${formatDocument(m.documentNumber)})`;

  async function mailAccountRejected(merchant: MerchantRow) {
    for (const to of await recipients(merchant))
      await deps.mailer.send({
        kind: 'merchant-account-rejected',
        to,
        subject: M.accountRejectedSubject,
        text: M.accountRejectedBody.replace('{name}', nameOf(merchant)),
      });
  }

  /** Checks the content and stores the file: the pending document's row, for the caller to record. */
  async function prepare(
    input: { merchantId: string; fileType: number; fileInfo?: string | undefined; file: Buffer; by: string | null },
    accept?: Parameters<typeof acceptFile>[1],
  ): Promise<PreparedDocument> {
    const accepted = await acceptFile(input.file, accept);
    const key = `merchant-documents/${randomUUID()}.${accepted.ext}`;
    const scratch = await deps.storage.scratchPath(accepted.ext);
    await writeFile(scratch, accepted.data);
    await deps.storage.putFile(key, scratch);
    return {
      merchantId: input.merchantId,
      fileType: input.fileType,
      fileInfo: input.fileInfo || `${documentFileTypeLabel(input.fileType)}.${accepted.ext}`,
      fileKey: key,
      contentType: accepted.type,
      sizeBytes: accepted.data.length,
      uploadedBy: input.by,
    };
  }

  /** Checks the content, stores the file and records the document (pending). */
  const store = async (merchantId: string, fileType: number, fileInfo: string | undefined, file: Buffer, by: string | null) =>
    repo.insert(await prepare({ merchantId, fileType, fileInfo, file, by }));

  return {
    /**
     * The onboarding selfie as the merchant's Selfie document: a picture only, checked and stored
     * here like every upload; the onboarding records the row with its step, or discards the file.
     */
    prepareSelfie: (merchantId: string, picture: Buffer) =>
      prepare(
        { merchantId, fileType: DOCUMENT_FILE_TYPE.selfie, file: picture, by: null },
        { picturesOnly: true, refusal: MESSAGES.validation.unsupportedImageFile },
      ),
    discardFile: (key: string) => deps.storage.remove(key),

    store: async (merchantId: string, input: { fileType: number; fileInfo: string; file: Buffer | null }) =>
      input.file
        ? store(merchantId, input.fileType, input.fileInfo, input.file, null)
        : repo.insert({ merchantId, fileType: input.fileType, fileInfo: input.fileInfo }),

    async upload(
      auth: AuthContext,
      input: { account_id: string; file_type: number; file_info?: string | undefined },
      file: Buffer | undefined,
    ) {
      const merchant = await deps.visible(auth, input.account_id);
      if (!file) throw badRequest(M.documentFileRequired);
      const replaced = (await repo.current(merchant.id, { fileType: input.file_type })).length > 0;
      const row = await store(merchant.id, input.file_type, input.file_info, file, auth.accountId);
      return { ok: true, message: replaced ? M.fileReplaced : M.uploaded, body: toDocumentReply(row) };
    },

    async list(
      auth: AuthContext,
      q: { accountId: string; fileType?: number | undefined; status?: number | undefined },
    ) {
      const merchant = await deps.visible(auth, q.accountId);
      return (await repo.current(merchant.id, q)).map(toDocumentReply);
    },

    async history(
      auth: AuthContext,
      q: { accountId: string; typeDoc?: number | undefined; offset: number; limit: number },
    ) {
      const merchant = await deps.visible(auth, q.accountId);
      const { rows, count } = await repo.history(merchant.id, q.typeDoc, q);
      return { rows: rows.map(toDocumentReply), count };
    },

    async detail(auth: AuthContext, id: string): Promise<MerchantDocumentDetail> {
      const doc = await documentOf(auth, id);
      return { ...toDocumentReply(doc), fields: doc.ocr?.fields ?? [], processing_ms: doc.ocr?.ms ?? null };
    },

    async file(auth: AuthContext, id: string) {
      const doc = await documentOf(auth, id);
      if (!doc.fileKey || !(await deps.storage.exists(doc.fileKey))) throw notFound(M.documentNotFound);
      return {
        stream: await deps.storage.openRead(doc.fileKey),
        contentType: doc.contentType ?? 'application/octet-stream',
        fileName: doc.fileInfo,
      };
    },

    async setStatus(
      auth: AuthContext,
      body: { id: string; status: 2 | 3; comment?: string | null | undefined },
    ) {
      const doc = await documentOf(auth, body.id);
      const approved = body.status === DOCUMENT_STATUS.approved;
      const row = await repo.setStatus(doc.id, body.status, approved ? null : (body.comment ?? null));
      return { message: approved ? M.documentApproved : M.documentRejected, body: toDocumentReply(row!) };
    },

    /** Processar Documentos: a job reads every current document with a file. */
    async process(auth: AuthContext, merchantId: string) {
      const merchant = await deps.visible(auth, merchantId);
      if (!(await repo.current(merchant.id)).some((d) => d.fileKey))
        throw badRequest(M.noProcessableDocuments);
      const jobId = await deps.enqueue(PROCESS_DOCUMENTS_JOB, auth.accountId, { merchantId: merchant.id });
      return { message: M.processingStarted, job_id: jobId };
    },

    /** The job: OCR and face comparison of each current document, stored on the document. Re-running rewrites the same readings. */
    async runProcess(jobId: string, requestedBy: string | null, data: ProcessDocumentsJobData) {
      const merchant = await deps.visible(null, data.merchantId);
      const selfie = await selfieOf(merchant.id);
      const registration = {
        companyName: merchant.companyName,
        documentNumber: merchant.documentNumber,
        contactName: merchant.contactName,
        contactDocumentNumber: merchant.contactDocumentNumber,
      };
      let processed = 0;
      for (const doc of await repo.current(merchant.id)) {
        const file = await fileOf(doc);
        if (!file) continue;
        const result = await deps.identity.check({
          fileType: doc.fileType as IdentityFileType,
          file,
          contentType: doc.contentType === 'application/pdf' ? 'application/pdf' : 'image/png',
          selfie: doc.fileType === 2 ? selfie : null,
          registration,
        });
        await repo.saveReading(doc.id, {
          ocr: {
            provider: result.provider,
            fields: result.fields,
            text: result.text,
            ms: result.ms,
            faceMethod: result.faceMethod,
          },
          faceMatch: result.faceMatch,
          provider: result.provider,
        });
        processed++;
      }
      if (requestedBy)
        await deps.notify().notify(requestedBy, {
          type: NOTIFICATION_TYPE.informativo,
          title: M.documentsProcessedTitle,
          description: `${M.documentsProcessedText} ${nameOf(merchant)}`,
          metadata: {
            id: merchant.id,
            notification_info: `<p><a href="/app/merchants/edit?id=${encodeURIComponent(merchant.id)}&amp;tab=4">${M.documentsTab}</a></p>`,
          },
          dedupeKey: `documents:${jobId}`,
        });
      return { processed };
    },

    /** Ativar conta / Reprovar conta ('inativo' rejects, irreversibly, and e-mails the merchant). */
    async setAccountStatus(auth: AuthContext, merchantId: string, status: 'ativo' | 'inativo') {
      const merchant = await deps.visible(auth, merchantId);
      if (status === 'inativo') await recipients(merchant);
      if (!(await repo.setAccountStatus(merchant.id, status === 'ativo' ? 'ativo' : 'reprovado')))
        throw conflict(M.accountAlreadyRejected);
      if (status === 'ativo') return { message: M.activated };
      await mailAccountRejected(merchant);
      return { message: M.accountRejectedEmailSent };
    },

    /** checkids/email-account: the account-rejection e-mail, without justification. */
    async emailAccount(auth: AuthContext, merchantId: string) {
      const merchant = await deps.visible(auth, merchantId);
      await mailAccountRejected(merchant);
      return { message: M.emailSent };
    },

    /** checkids/email-docs: the refused documents with each justification. */
    async emailDocs(auth: AuthContext, merchantId: string) {
      const merchant = await deps.visible(auth, merchantId);
      const refused = await repo.current(merchant.id, { status: DOCUMENT_STATUS.rejected });
      if (refused.length === 0) throw badRequest(M.noRejectedDocuments);
      const lines = refused.map(
        (d) => `- ${documentFileTypeLabel(d.fileType)} (${d.fileInfo}): ${d.comment ?? ''}`,
      );
      const text = [M.documentsRejectedBody.replace('{name}', nameOf(merchant)), '', ...lines].join('\n');
      for (const to of await recipients(merchant))
        await deps.mailer.send({
          kind: 'merchant-documents-rejected',
          to,
          subject: M.documentsRejectedSubject,
          text,
        });
      return { message: M.emailSent };
    },

    async pending(
      f: PendingSearch,
      query: { offset: number; limit: number } & object,
    ): Promise<{ rows: PendingMerchant[]; count: number }> {
      const { rows, count } = await repo.pending(f, query);
      return {
        count,
        rows: rows.map((r) => ({
          merchant_id: r.id,
          merchant_type: r.typePerson === 1 ? 'PF' : 'PJ',
          merchant_document: r.documentNumber,
          trading_name: r.tradingName,
          company_name: r.companyName,
          creditor_trading: r.creditorTrading ?? '',
          first_deal_guaranteed: r.guaranteeDate !== null,
          first_deal_guaranteed_date: r.guaranteeDate ? new Date(r.guaranteeDate).toISOString() : null,
          status_description: r.inactiveGuaranteed
            ? M.inactiveWithGuaranteedCommitment
            : M.pendingDocumentApproval,
        })),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
