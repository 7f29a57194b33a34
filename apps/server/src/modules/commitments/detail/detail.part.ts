import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { createDetailRepository } from './detail.repository';
import { detailRoutes } from './detail.routes';
import { createDetailService, type DetailService } from './detail.service';

/** The detail's service, built once by the module: the change-deals import reuses its domicile change. */
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
export function createDetailPart(service: DetailService): CommitmentsPart {
  return { routes: detailRoutes(service) };
}
