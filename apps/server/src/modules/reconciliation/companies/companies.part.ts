import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { companiesExportSource } from './companies.export-source';
import { createCompaniesRepository } from './companies.repository';
import { companiesRoutes } from './companies.routes';
import { createCompaniesService, type CompaniesService } from './companies.service';

/** The companies and accounts of 'Empresas e contas', as the rules part and the seeds use them. */
export function companiesServiceOf(ctx: ReconciliationPartContext): CompaniesService {
  return createCompaniesService(createCompaniesRepository(ctx.database.db), {
    today: () => ctx.today(),
    creditorExists: (id) => ctx.use('creditors').exists(id),
    originatorsOf: (id) => ctx.use('creditors').originatorsOf(id),
    merchantOf: (creditorId, merchantId) => ctx.use('merchants').findOfCreditor(creditorId, merchantId),
    hasActiveOptIn: (merchantId, creditorId) => ctx.use('merchants').hasActiveOptIn(merchantId, creditorId),
    bank: (code) => ctx.use('registers').banks.findByCode(code),
    seedDefaultRules: (tx, creditorId) => ctx.seedDefaultRules(tx, creditorId),
  });
}

/** 'Empresas e contas', tab 'Empresas' and 'Editar empresa' (spec 4 §2.8): companies, accounts, aliases, export. */
export function createCompaniesPart(ctx: ReconciliationPartContext, companies: CompaniesService): ReconciliationPart {
  return {
    routes: companiesRoutes(companies, () => ctx.today()),
    services: {
      mirrorCompanies: (creditorId) => companies.mirrorCompanies(creditorId),
      setSimulated: (accountId, simulated) => companies.setSimulated(accountId, simulated),
    },
    exportSources: [companiesExportSource(companies)],
  };
}
