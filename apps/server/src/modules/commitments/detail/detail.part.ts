import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { createDetailRepository } from './detail.repository';
import { detailRoutes } from './detail.routes';
import { createDetailService } from './detail.service';

/** The detail's service as other parts of the module use it (the change-deals import reuses its domicile change). */
export function detailServiceOf(ctx: CommitmentsPartContext) {
  return createDetailService(createDetailRepository(ctx.database.db), {
    registry: ctx.registry,
    storage: ctx.storage,
    parametersOf: (id) => ctx.use('creditors').parametersOf(id),
    domicileOf: (id) => ctx.use('creditors').domicileOf(id),
    activeDomicilesOf: (id) => ctx.use('creditors').activeDomicilesOf(id),
    bankName: async (code) => (await ctx.use('registers').banks.findByCode(code))?.bank_name ?? null,
    names: async () => {
      const registers = ctx.use('registers');
      const [names, list] = await Promise.all([registers.names(), registers.acquirerList()]);
      return { ...names, logos: new Map(list.map((a) => [a.document_number, a.path])) };
    },
  });
}

/** Commitments: GET deals/{id}, installments and receivables, histories, domicile change, the TCD. */
export function createDetailPart(ctx: CommitmentsPartContext): CommitmentsPart {
  return { routes: detailRoutes(detailServiceOf(ctx)) };
}
