import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { likePrefix, pageRows, nameContains, searchList, type ListDefinition } from '../../../db/paging';
import { merchantFirstGuarantee } from '../../../db/schema/commitments.views';
import { creditorDirectory } from '../../../db/schema/creditors.views';
import { merchantAccounts, merchants, type MerchantAccountState } from '../../../db/schema/merchants';
import { merchantDocuments, type DocumentOcr } from '../../../db/schema/merchants.documents';

export type DocumentRow = typeof merchantDocuments.$inferSelect;
export type NewDocument = typeof merchantDocuments.$inferInsert;

/** No later upload of the same type: the document the tab shows for that type. */
const isCurrent = sql`not exists (select 1 from merchant_documents n where n.merchant_id = ${merchantDocuments.merchantId} and n.file_type = ${merchantDocuments.fileType} and (n.created_at, n.id) > (${merchantDocuments.createdAt}, ${merchantDocuments.id}))`;

export interface PendingSearch {
  document?: string | undefined;
  name?: string | undefined;
  status: 'inativo_compromisso_garantido' | 'pendente_aprovacao_documentos' | 'todos';
}

const pendingDocs = sql<boolean>`exists (select 1 from merchant_documents d where d.merchant_id = ${merchants.id} and d.status = 1 and not exists (select 1 from merchant_documents n where n.merchant_id = d.merchant_id and n.file_type = d.file_type and (n.created_at, n.id) > (d.created_at, d.id)))`;
const guaranteeDate = sql<Date | null>`(select g.created_at from ${merchantFirstGuarantee} g where g.merchant_id = ${merchants.id})`;
const inactiveGuaranteed = sql<boolean>`(${merchants.accountStatus} in ('pendente', 'inativo') and exists (select 1 from ${merchantFirstGuarantee} g where g.merchant_id = ${merchants.id}))`;
const creditorTrading = sql<string>`(select c.trading_name from ${creditorDirectory} c where c.id = ${merchants.creditorId})`;

const pendingList: ListDefinition<
  | 'merchantDocument'
  | 'tradingName'
  | 'companyName'
  | 'creditorTrading'
  | 'firstDealGuaranteedDate'
  | 'statusDescription'
> = {
  tables: ['merchants', 'merchant_documents', 'deals'],
  sortable: {
    merchantDocument: merchants.documentNumber,
    tradingName: merchants.tradingName,
    companyName: merchants.companyName,
    creditorTrading,
    firstDealGuaranteedDate: guaranteeDate,
    statusDescription: inactiveGuaranteed,
  },
  defaultOrder: [[merchants.createdAt, 'desc']],
  id: merchants.id,
};

function pendingWhere(f: PendingSearch): SQL | undefined {
  const pendingOnly = and(pendingDocs, sql`${merchants.accountStatus} <> 'reprovado'`);
  const status =
    f.status === 'pendente_aprovacao_documentos'
      ? pendingOnly
      : f.status === 'inativo_compromisso_garantido'
        ? inactiveGuaranteed
        : sql`(${pendingOnly} or ${inactiveGuaranteed})`;
  return and(
    status,
    f.document ? sql`${merchants.documentNumber} like ${likePrefix(f.document)}` : undefined,
    f.name ? nameContains(f.name, merchants.companyName, merchants.tradingName) : undefined,
  );
}

/** Merchant documents (merchant_documents) and the account status the documents decide. */
export function createDocumentsRepository(db: AppDb) {
  return {
    async insert(row: NewDocument): Promise<DocumentRow> {
      const [saved] = await db.insert(merchantDocuments).values(row).returning();
      return saved!;
    },

    async find(id: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(merchantDocuments).where(eq(merchantDocuments.id, id));
      return row ?? null;
    },

    /** The latest document of each type (filters: type, status). */
    async current(
      merchantId: string,
      f: { fileType?: number | undefined; status?: number | undefined } = {},
    ) {
      return db
        .select()
        .from(merchantDocuments)
        .where(
          and(
            eq(merchantDocuments.merchantId, merchantId),
            isCurrent,
            f.fileType ? eq(merchantDocuments.fileType, f.fileType) : undefined,
            f.status ? eq(merchantDocuments.status, f.status) : undefined,
          ),
        )
        .orderBy(merchantDocuments.fileType);
    },

    /** Every version, newest first. */
    async history(
      merchantId: string,
      fileType: number | undefined,
      window: { offset: number; limit: number },
    ) {
      const where = and(
        eq(merchantDocuments.merchantId, merchantId),
        fileType ? eq(merchantDocuments.fileType, fileType) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantDocuments)
          .where(where)
          .orderBy(desc(merchantDocuments.createdAt), desc(merchantDocuments.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(merchantDocuments).where(where),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },

    async setStatus(id: string, status: number, comment: string | null): Promise<DocumentRow | null> {
      const now = new Date();
      const [row] = await db
        .update(merchantDocuments)
        .set({ status, comment, statusChangedAt: now, updatedAt: now })
        .where(eq(merchantDocuments.id, id))
        .returning();
      return row ?? null;
    },

    async saveReading(id: string, reading: { ocr: DocumentOcr; faceMatch: number | null; provider: string }) {
      const now = new Date();
      await db
        .update(merchantDocuments)
        .set({
          ocr: reading.ocr,
          faceMatch: reading.faceMatch === null ? null : reading.faceMatch.toFixed(2),
          identityProvider: reading.provider,
          processedAt: now,
          updatedAt: now,
        })
        .where(eq(merchantDocuments.id, id));
    },

    /** The selfie file taken at onboarding (its stored name without extension), the latest first. */
    async onboardingSelfie(merchantId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: merchantAccounts.selfieFileId })
        .from(merchantAccounts)
        .where(
          and(eq(merchantAccounts.merchantId, merchantId), sql`${merchantAccounts.selfieFileId} is not null`),
        )
        .orderBy(desc(merchantAccounts.checkedSelfieDate))
        .limit(1);
      return row?.id ?? null;
    },

    async contactEmails(merchantId: string): Promise<string[]> {
      const rows = await db
        .select({ email: merchantAccounts.email })
        .from(merchantAccounts)
        .where(eq(merchantAccounts.merchantId, merchantId));
      return rows.map((r) => r.email);
    },

    /** Sets the account status; a rejected account stays rejected (the update finds nothing). */
    async setAccountStatus(
      merchantId: string,
      state: Extract<MerchantAccountState, 'ativo' | 'reprovado'>,
    ): Promise<boolean> {
      const rows = await db
        .update(merchants)
        .set({ accountStatus: state, active: state === 'ativo', updatedAt: new Date() })
        .where(and(eq(merchants.id, merchantId), sql`${merchants.accountStatus} <> 'reprovado'`))
        .returning({ id: merchants.id });
      return rows.length > 0;
    },

    async pending(f: PendingSearch, query: { offset: number; limit: number } & object) {
      const where = pendingWhere(f);
      return searchList(db, pendingList, {
        query,
        page: (order, window) =>
          pageRows(
            db,
            db
              .select({
                id: merchants.id,
                typePerson: merchants.typePerson,
                documentNumber: merchants.documentNumber,
                tradingName: merchants.tradingName,
                companyName: merchants.companyName,
                creditorTrading,
                guaranteeDate,
                inactiveGuaranteed,
              })
              .from(merchants)
              .$dynamic(),
            { table: merchants, id: merchants.id, where },
            order,
            window,
          ),
        count: db.select({ n: count() }).from(merchants).where(where),
      });
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
