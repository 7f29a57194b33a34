import { partnerTypeOfProfile } from '@lastro/domain';
import { createImageStore } from '../../integrations/images';
import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './creditors.ports';
import { createCreditorsExportRepository } from './creditors-export.repository';
import { creditorsExportSource } from './creditors.export-source';
import { createCreditorsRepository } from './creditors.repository';
import { creditorsRoutes } from './creditors.routes';
import { createCreditorsService } from './creditors.service';
import { originatorsExportSource } from './originators/originators.export-source';
import { createOriginatorsRepository } from './originators/originators.repository';
import { originatorsRoutes } from './originators/originators.routes';
import { createOriginatorsService } from './originators/originators.service';
import { creditorParametersExportSource } from './parameters/creditor-parameters.export-source';
import { createCreditorParametersRepository } from './parameters/creditor-parameters.repository';
import { creditorParametersRoutes } from './parameters/creditor-parameters.routes';
import { createCreditorParametersService } from './parameters/creditor-parameters.service';
import { createPartnershipsRepository } from './partnerships/partnerships.repository';
import { partnershipsRoutes } from './partnerships/partnerships.routes';
import { createPartnershipsService } from './partnerships/partnerships.service';
import { createPricingRepository } from './pricing/pricing.repository';
import { pricingRoutes } from './pricing/pricing.routes';
import { createPricingService } from './pricing/pricing.service';
import { createVisualIdentityRepository } from './visual-identity/visual-identity.repository';
import { VISUAL_IDENTITY_URL_PREFIX, visualIdentityRoutes } from './visual-identity/visual-identity.routes';
import { createVisualIdentityService } from './visual-identity/visual-identity.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creditors (fornecedores) and what hangs off them: registration data and master user,
 * originators and bank domiciles, parameters, fee ranges, visual identity, units and
 * partnerships.
 */
export default defineModule({
  name: 'creditors',
  requires: ['access', 'parameters', 'registers', 'partners'],
  setup({ database, storage, use }) {
    const db = database.db;
    const creditorsRepository = createCreditorsRepository(db);
    const creditors = createCreditorsService(creditorsRepository, {
      creditorAdminProfileId: () => use('access').masterUsers.creditorAdminProfileId(),
      emailTaken: (email) => use('access').masterUsers.emailTaken(email),
      masterAccountOf: (id) => use('access').masterUsers.masterAccountOf(id),
      createCreditorUserIn: (tx, input, by) => use('access').masterUsers.createCreditorUserIn(tx, input, by),
    });
    const parameters = createCreditorParametersService(
      createCreditorParametersRepository(db),
      { listDefinitions: (opts) => use('parameters').catalogue.listDefinitions(opts) },
      creditors,
    );
    const images = createImageStore({ storage, folder: 'visual-identity', urlPrefix: VISUAL_IDENTITY_URL_PREFIX });
    const originators = createOriginatorsService(createOriginatorsRepository(db), {
      banks: { findByCode: (code) => use('registers').banks.findByCode(code) },
      creditors,
      parameterValue: async (creditorId, key) => (await parameters.valuesOf(creditorId))[key],
    });
    const pricing = createPricingService(createPricingRepository(db), creditors);
    const visualIdentity = createVisualIdentityService(createVisualIdentityRepository(db), images, creditors);
    // Ids come from other modules' input: one that is not a uuid names no creditor (and must not reach a uuid column).
    const creditorRow = async (id: string) => (UUID.test(id) ? creditorsRepository.findById(id) : undefined);
    const creditorExists = async (id: string) => Boolean(await creditorRow(id));
    const partnerships = createPartnershipsService(createPartnershipsRepository(db), {
      partners: { exists: (id) => use('partners').exists(id) },
      creditorExists,
    });
    return {
      routes: async (api) => {
        await api.register(
          creditorsRoutes(creditors, (auth, creditorId, document) => use('merchants').documentRegistered(auth, creditorId, document)),
        );
        await api.register(creditorParametersRoutes(parameters));
        await api.register(partnershipsRoutes(partnerships));
        await api.register(originatorsRoutes(originators));
        await api.register(pricingRoutes(pricing));
        await api.register(visualIdentityRoutes(visualIdentity, images));
      },
      services: {
        bankCodeInUse: (bankCode) => originators.bankCodeInUse(bankCode),
        exists: creditorExists,
        companyNameOf: async (id) => (await creditorRow(id))?.companyName ?? null,
        setParameters: (creditorId, values) => parameters.set(creditorId, values),
        parametersOf: (creditorId) => parameters.valuesOf(creditorId),
        domicileOf: (domicileId) => (UUID.test(domicileId) ? originators.domicileOf(domicileId) : Promise.resolve(null)),
        activeDomicilesOf: (creditorId) => originators.activeDomicilesOf(creditorId),
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
      exportSources: [
        creditorsExportSource(createCreditorsExportRepository(db)),
        originatorsExportSource(originators),
        // A few dozen rows: streamed into the answer, no job.
        creditorParametersExportSource(parameters),
      ],
    };
  },
});
