import { defineModule } from '../../lib/module';
import { composeParts } from '../../lib/module-parts';
import { createCreditorsPart, creditorsOf } from './creditors.part';
import type { CreditorsPartContext } from './creditors.ports';
import { createOriginatorsPart } from './originators/originators.part';
import { createCreditorParametersPart, creditorParametersOf } from './parameters/creditor-parameters.part';
import { createPartnershipsPart, partnershipsOf } from './partnerships/partnerships.part';
import { createPricingPart } from './pricing/pricing.part';
import { createVisualIdentityPart } from './visual-identity/visual-identity.part';

/**
 * Creditors (fornecedores) and what hangs off them: registration data and master user,
 * originators and bank domiciles, parameters, fee ranges, visual identity, units and
 * partnerships. Each part lives in its folder; this file puts them together.
 */
export default defineModule({
  name: 'creditors',
  requires: ['access', 'parameters', 'registers', 'partners', 'audit'],
  setup(ctx) {
    const withCreditors = { ...ctx, ...creditorsOf(ctx) };
    const partCtx: CreditorsPartContext = { ...withCreditors, parameters: creditorParametersOf(withCreditors) };
    // A creditor's identity (the creditors part) names its active partnership.
    const partnerships = partnershipsOf(partCtx);
    return composeParts([
      createCreditorsPart(partCtx, partnerships),
      createCreditorParametersPart(partCtx),
      createPartnershipsPart(partnerships),
      createOriginatorsPart(partCtx),
      createPricingPart(partCtx),
      createVisualIdentityPart(partCtx),
    ]);
  },
});
