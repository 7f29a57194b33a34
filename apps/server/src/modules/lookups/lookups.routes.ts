import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cepSchema, cnpjSchema } from '@lastro/domain';
import { SIGNED_IN } from '../../plugins/route-auth';
import type { LookupsService } from './lookups.service';
import { looseScalar } from '../../plugins/route-params';

const tags = ['accounts: look-ups'];
/** The look-ups call external services in the real providers: keep a signed-in user from hammering them. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

const providerField = z.enum(['offline', 'viacep', 'brasilapi']);

export function lookupsRoutes(service: LookupsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    if (service.providers.cep === 'offline' || service.providers.cnpj === 'offline') {
      app.log.info(
        { cepProvider: service.providers.cep, cnpjProvider: service.providers.cnpj },
        'CEP/CNPJ look-ups answer from the offline provider (bundled sandbox data, no network)',
      );
    }

    r.post('/accounts/search-zipcode', {
      config: { auth: SIGNED_IN, rateLimit },
      schema: {
        tags,
        summary: 'Endereço de um CEP (provider indica a origem: offline = dados embarcados)',
        body: z.object({ zipCode: cepSchema }),
        response: {
          200: z.object({
            endereco: z.object({
              cep: z.string(),
              logradouro: z.string(),
              bairro: z.string(),
              localidade: z.string(),
              uf: z.string(),
            }),
            provider: providerField,
          }),
        },
      },
      handler: async (request) => service.searchZipcode(request.body.zipCode),
    });

    r.post('/accounts/search-document', {
      config: { auth: SIGNED_IN, rateLimit },
      schema: {
        tags,
        summary: 'Dados da empresa de um CNPJ (provider indica a origem: offline = dados de demonstração)',
        body: z.object({
          document: cnpjSchema,
          type: looseScalar.optional(),
          creditor_type_if: z.union([z.boolean(), looseScalar]).optional(),
        }),
        response: {
          200: z.object({
            empresa: z.object({
              cnpj: z.string(),
              nome: z.string(),
              fantasia: z.string(),
              cep: z.string(),
              logradouro: z.string(),
              numero: z.string(),
              complemento: z.string(),
              bairro: z.string(),
              municipio: z.string(),
              uf: z.string(),
              cnaes: z.array(z.object({ number: z.string(), description: z.string() })).optional(),
              legal_nature_description: z.string().optional(),
              partners: z.array(z.object({ name: z.string(), qualification: z.string(), cpf: z.string() })).optional(),
            }),
            provider: providerField,
          }),
        },
      },
      handler: async (request) => service.searchDocument(request.body.document),
    });
  };
}
