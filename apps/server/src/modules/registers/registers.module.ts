import { createImageStore } from '../../integrations/images';
import { defineModule } from '../../lib/module';
import { composeParts } from '../../lib/module-parts';
import { acquirersServiceOf, createAcquirersPart } from './acquirers/acquirers.part';
import { arrangementsServiceOf, createArrangementsPart } from './arrangements/arrangements.part';
import { banksServiceOf, createBanksPart } from './banks/banks.part';
import { LOGOS_URL_PREFIX } from './logo-files.routes';
import { createRegistersPart } from './registers.part';
import type { RegistersPartContext } from './registers.ports';

/** The parameter registers: acquirers, arrangements and banks (and their logos). Each part lives in its folder. */
export default defineModule({
  name: 'registers',
  requires: ['creditors'],
  setup(ctx) {
    const partCtx: RegistersPartContext = {
      ...ctx,
      logos: createImageStore({ storage: ctx.storage, folder: 'logos', urlPrefix: LOGOS_URL_PREFIX }),
    };
    // The names and the exports read all three registers.
    const services = { acquirers: acquirersServiceOf(partCtx), arrangements: arrangementsServiceOf(partCtx), banks: banksServiceOf(partCtx) };
    return composeParts([
      createAcquirersPart(services.acquirers),
      createArrangementsPart(services.arrangements),
      createBanksPart(services.banks),
      createRegistersPart(partCtx, services),
    ]);
  },
});
