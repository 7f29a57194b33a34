import { defineModule } from '../../lib/module';
import { composeParts } from '../../lib/module-parts';
import type { CommitmentsPartContext } from './commitments.ports';
import { createCreatePart } from './create/create.part';
import { createChangeDealsPart } from './change-deals/change-deals.part';
import { createDetailPart, detailServiceOf } from './detail/detail.part';
import { createImportPart } from './import/import.part';
import { createListPart } from './list/list.part';
import { createRegisteredContractsPart } from './registered-contracts/registered-contracts.part';
import { createRegistrationPart } from './registration/registration.part';
import { createReportPart } from './report/report.part';
import { createRegistryEventsPart } from './registry-events/registry-events.part';

/**
 * Commitments (compromissos / deals): creation, registration at the registry as contracts,
 * the state machine and its actions, the list and detail, the registered-contracts look-up and
 * the settlement-forecast report. Each part lives in its folder; this file puts them together.
 */
export default defineModule({
  name: 'commitments',
  requires: ['creditors', 'registers', 'registry', 'merchants', 'notifications', 'audit'],
  setup(ctx) {
    const partCtx: CommitmentsPartContext = { ...ctx, registry: () => ctx.use('registry') };
    // One detail service: its routes and the change-deals import both go through it.
    const detail = detailServiceOf(partCtx);
    return composeParts([
      createCreatePart(partCtx),
      createRegistrationPart(partCtx),
      createListPart(partCtx),
      createDetailPart(detail),
      createRegisteredContractsPart(partCtx),
      createReportPart(partCtx),
      createImportPart(partCtx),
      createChangeDealsPart(detail),
      createRegistryEventsPart(partCtx),
    ]);
  },
});
