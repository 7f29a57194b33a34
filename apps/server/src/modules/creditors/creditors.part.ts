import { partnerTypeOfProfile } from '@lastro/domain';
import type { ModuleContext } from '../../lib/module';
import { isUuid } from './creditors.common';
import { createCreditorsExportRepository } from './creditors-export.repository';
import { creditorsExportSource } from './creditors.export-source';
import type { CreditorsPart, CreditorsPartContext } from './creditors.ports';
import { createCreditorsRepository } from './creditors.repository';
import { creditorsRoutes } from './creditors.routes';
import { createCreditorsService } from './creditors.service';
import type { PartnershipsService } from './partnerships/partnerships.service';

/** The creditors' service and the look-up of a creditor by id, which every part uses. */
export function creditorsOf(ctx: ModuleContext): Pick<CreditorsPartContext, 'creditors' | 'creditorRow'> {
  const { use } = ctx;
  const repository = createCreditorsRepository(ctx.database.db);
  const creditors = createCreditorsService(repository, {
    creditorAdminProfileId: () => use('access').masterUsers.creditorAdminProfileId(),
    emailTaken: (email) => use('access').masterUsers.emailTaken(email),
    masterAccountOf: (id) => use('access').masterUsers.masterAccountOf(id),
    createCreditorUserIn: (tx, input, by) => use('access').masterUsers.createCreditorUserIn(tx, input, by),
  }, { change: (tx, c) => use('audit').change(tx, c) });
  // Ids come from other modules' input: one that is not a uuid names no creditor (and must not reach a uuid column).
  const creditorRow = async (id: string) => (isUuid(id) ? repository.findById(id) : undefined);
  return { creditors, creditorRow };
}

/** Creditors (fornecedores): registration data and master user, their export, and who a creditor is for other modules. */
export function createCreditorsPart(ctx: CreditorsPartContext, partnerships: PartnershipsService): CreditorsPart {
  const { creditorRow, parameters, use } = ctx;
  return {
    routes: creditorsRoutes(ctx.creditors, (auth, creditorId, document) => use('merchants').documentRegistered(auth, creditorId, document)),
    services: {
      exists: async (id) => Boolean(await creditorRow(id)),
      companyNameOf: async (id) => (await creditorRow(id))?.companyName ?? null,
      identityOf: async (creditorId) => {
        const row = await creditorRow(creditorId);
        if (!row) return null;
        const [values, links] = await Promise.all([
          parameters.valuesOf(creditorId),
          partnerships.search({ creditorId, offset: 0, limit: 50 }),
        ]);
        return {
          id: row.id,
          document_number: row.documentNumber,
          company_name: row.companyName,
          trading_name: row.tradingName,
          active: row.active,
          partner_type: partnerTypeOfProfile(values.perfil_parceiro),
          partnership: links.rows.find((l) => l.active)?.partner_name ?? null,
        };
      },
    },
    exportSources: [creditorsExportSource(createCreditorsExportRepository(ctx.database.db))],
  };
}
