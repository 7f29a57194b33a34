import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS, registeredContractQuerySchema, registeredContractResponseSchema } from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { RegisteredContractsService } from './registered-contracts.service';

/** Spec 3 §2.5 'Contratos Registrados': the look-up by external reference or contract identifier. */
export function registeredContractsRoutes(service: RegisteredContractsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/registered-contracts', {
      config: { auth: perm(PERMISSIONS.cad_contratos_registrados, 'read') },
      schema: {
        tags: ['commitments'],
        summary: 'Um contrato registrado na registradora, por referência externa ou identificador do contrato',
        querystring: registeredContractQuerySchema,
        response: { 200: registeredContractResponseSchema },
      },
      handler: (request) => service.find(request.auth!, request.query.external_reference),
    });
  };
}
