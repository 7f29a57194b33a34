import { defineModule } from '../../lib/module';
import { composeParts } from '../../lib/module-parts';
import { createMerchantAccessPart } from './access/access.part';
import { createMerchantAcquirersPart } from './acquirers/acquirers.part';
import { createDocumentsPart, documentsOf } from './documents/documents.part';
import { createMerchantImportsPart } from './imports/merchant-imports.part';
import { createMerchantsListPart } from './list/merchants-list.part';
import { createMerchantsPart, merchantsBaseContextOf, merchantsServiceOf } from './merchants.part';
import type { MerchantsPartContext } from './merchants.ports';
import { createOnboardingPart, onboardingOf } from './onboarding/onboarding.part';
import { createOptInsPart, optInsServiceOf } from './optins/optins.part';
import { createMerchantPartnersPart } from './partners/partners.part';
import { createRegistrationPart } from './registration/registration.part';

/**
 * Merchants (estabelecimentos): the register and its list, partners, acquirer links with the
 * registry's discovery, access accounts and the onboarding link, and opt-ins kept in step with
 * the registry. Each part lives in its folder; this file puts them together.
 */
export default defineModule({
  name: 'merchants',
  requires: ['creditors', 'registers', 'registry', 'notifications', 'audit'],
  setup(ctx) {
    const base = merchantsBaseContextOf(ctx);
    // The merchants refresh their opt-ins, the opt-ins look merchants up: each reaches the other lazily.
    const merchants = merchantsServiceOf(base, (merchantId) => optins.refresh(merchantId));
    const optins = optInsServiceOf(base, merchants);
    const partCtx: MerchantsPartContext = { ...base, merchants, optins };
    // The registration issues onboarding links; the onboarding files its selfie as a document.
    const documents = documentsOf(partCtx);
    const onboarding = onboardingOf(partCtx, documents);
    return composeParts([
      createMerchantsPart(partCtx),
      createOptInsPart(partCtx),
      createMerchantImportsPart(partCtx),
      createRegistrationPart(partCtx, onboarding.service),
      createMerchantsListPart(partCtx),
      createMerchantPartnersPart(partCtx),
      createMerchantAcquirersPart(partCtx),
      createOnboardingPart(partCtx, onboarding),
      createMerchantAccessPart(partCtx),
      createDocumentsPart(documents),
    ]);
  },
});
