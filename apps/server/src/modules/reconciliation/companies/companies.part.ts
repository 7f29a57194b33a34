import { RECONCILIATION_TOLERANCE } from '@lastro/domain';
import { listVersionWatchOf } from '../../../db/list-versions';
import type { AuthContext } from '../../../plugins/route-auth';
import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { companiesExportSource } from './companies.export-source';
import { createCompaniesRepository } from './companies.repository';
import { companiesRoutes } from './companies.routes';
import { createCompaniesService, type CompaniesService } from './companies.service';

/** What the companies mirror (migrations 0500 and 0986 version them). */
const MIRROR_SOURCES = ['creditor_originators', 'creditor_domiciles'] as const;

/** The companies and accounts of 'Empresas e contas', as the rules part and the seeds use them. */
export function companiesServiceOf(ctx: ReconciliationPartContext): CompaniesService {
  const repo = createCompaniesRepository(ctx.database.db);
  return createCompaniesService(repo, {
    today: () => ctx.today(),
    creditorExists: (id) => ctx.use('creditors').exists(id),
    originatorsOf: (id) => ctx.use('creditors').originatorsOf(id),
    merchantOf: (creditorId, merchantId) => ctx.use('merchants').findOfCreditor(creditorId, merchantId),
    hasActiveOptIn: (merchantId, creditorId) => ctx.use('merchants').hasActiveOptIn(merchantId, creditorId),
    bank: (code) => ctx.use('registers').banks.findByCode(code),
    seedDefaultRules: (tx, creditorId) => ctx.seedDefaultRules(tx, creditorId),
    mirrorStamp: () => listVersionWatchOf(ctx.database.db)?.stampOf(MIRROR_SOURCES),
    companyChanged: async (creditorId, companyId, by) =>
      ctx.requestRun({ creditorId, trigger: 'cadastro', accountIds: (await repo.accountsOf(companyId)).map((a) => a.id), owner: by }),
  });
}

/** Demo data is added as the platform, not as a signed-in person. */
const PLATFORM: AuthContext = { accountId: '', sessionId: '', accountType: 'Backoffice', isAdmin: true, creditorId: null, email: '', name: '', permissions: new Map() };

/** 'Empresas e contas', tab 'Empresas' and 'Editar empresa' (spec 4 §2.8): companies, accounts, aliases, export. */
export function createCompaniesPart(ctx: ReconciliationPartContext, companies: CompaniesService): ReconciliationPart {
  return {
    routes: companiesRoutes(companies, () => ctx.today()),
    services: {
      mirrorCompanies: (creditorId) => companies.mirrorCompanies(creditorId),
      simulateOriginatorAccounts: (creditorId) => companies.simulateOriginatorAccounts(creditorId),
      addMerchant: async (creditorId, merchantId, account) => {
        const added = await companies.create(PLATFORM, { creditor_id: creditorId, merchant_id: merchantId, account, tolerance_amount: RECONCILIATION_TOLERANCE.amountCents, tolerance_days: RECONCILIATION_TOLERANCE.days, start_date: await ctx.today() });
        return { id: added.id };
      },
    },
    exportSources: [companiesExportSource(companies)],
  };
}
