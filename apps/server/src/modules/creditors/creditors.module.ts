import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { createCepProvider } from '../../integrations/cep';
import { createCnpjProvider } from '../../integrations/cnpj';
import { createImageStore } from '../../integrations/images';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createLookupsService } from '../lookups/lookups.service';
import { lookupsRoutes } from '../lookups/lookups.routes';
import { createOriginatorsRepository } from './originators/originators.repository';
import { originatorsRoutes } from './originators/originators.routes';
import { createOriginatorsService, type BankDirectory } from './originators/originators.service';
import { createPricingRepository } from './pricing/pricing.repository';
import { pricingRoutes } from './pricing/pricing.routes';
import { createPricingService } from './pricing/pricing.service';
import { createVisualIdentityRepository } from './visual-identity/visual-identity.repository';
import { VISUAL_IDENTITY_URL_PREFIX, visualIdentityRoutes } from './visual-identity/visual-identity.routes';
import { createVisualIdentityService } from './visual-identity/visual-identity.service';
import { createCreditorParametersRepository } from './parameters/creditor-parameters.repository';
import { creditorParametersRoutes } from './parameters/creditor-parameters.routes';
import { createCreditorParametersService, type ParameterCatalogue } from './parameters/creditor-parameters.service';
import { createCreditorsRepository } from './creditors.repository';
import { creditorsRoutes } from './creditors.routes';
import { createCreditorsService, type MasterUserGateway } from './creditors.service';
import { createPartnershipsRepository } from './partnerships/partnerships.repository';
import { partnershipsRoutes } from './partnerships/partnerships.routes';
import { createPartnershipsService, type PartnerDirectory } from './partnerships/partnerships.service';

export interface CreditorsModuleDeps {
  db: AppDb;
  config: Pick<Config, 'cepProvider' | 'cnpjProvider'>;
  /** Where the visual-identity pictures are kept (folder 'visual-identity'). */
  storage: FileStorage;
  /** The access module's creditor-user creation (account + invitation) for the master user. */
  masterUsers: MasterUserGateway;
  /** The parameters module's catalogue of creditor parameter definitions. */
  parameterCatalogue: ParameterCatalogue;
  /** The registers module's banks. */
  banks: BankDirectory;
  /** The partners module's partners. */
  partners: PartnerDirectory;
}

/**
 * Creditors (fornecedores) and what hangs off them: registration data and master user,
 * originators and bank domiciles, parameters, fee ranges, visual identity, units and
 * partnerships; plus the CEP and CNPJ look-ups their forms use.
 */
export function createCreditorsModule(deps: CreditorsModuleDeps) {
  const creditorsRepository = createCreditorsRepository(deps.db);
  const creditors = createCreditorsService(creditorsRepository, deps.masterUsers);
  const parameters = createCreditorParametersService(
    createCreditorParametersRepository(deps.db),
    deps.parameterCatalogue,
    creditors,
  );
  const images = createImageStore({ storage: deps.storage, folder: 'visual-identity', urlPrefix: VISUAL_IDENTITY_URL_PREFIX });
  return {
    creditors,
    parameters,
    images,
    originators: createOriginatorsService(createOriginatorsRepository(deps.db), {
      banks: deps.banks,
      creditors,
      parameterValue: async (creditorId, key) => (await parameters.valuesOf(creditorId))[key],
    }),
    pricing: createPricingService(createPricingRepository(deps.db), creditors),
    visualIdentity: createVisualIdentityService(createVisualIdentityRepository(deps.db), images, creditors),
    partnerships: createPartnershipsService(createPartnershipsRepository(deps.db), {
      partners: deps.partners,
      creditorExists: async (id) => Boolean(await creditorsRepository.findById(id)),
    }),
    lookups: createLookupsService({ cep: createCepProvider(deps.config.cepProvider), cnpj: createCnpjProvider(deps.config.cnpjProvider) }),
  };
}

export type CreditorsModule = ReturnType<typeof createCreditorsModule>;

/** Every route of the module (mounted under /api). */
export function creditorsModuleRoutes(m: CreditorsModule) {
  return async (app: FastifyInstance) => {
    await app.register(creditorsRoutes(m.creditors));
    await app.register(creditorParametersRoutes(m.parameters));
    await app.register(partnershipsRoutes(m.partnerships));
    await app.register(originatorsRoutes(m.originators));
    await app.register(pricingRoutes(m.pricing));
    await app.register(visualIdentityRoutes(m.visualIdentity, m.images));
    await app.register(lookupsRoutes(m.lookups));
  };
}
