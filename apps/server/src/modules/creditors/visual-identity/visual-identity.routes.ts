import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, visualIdentityResponseSchema } from '@lastro/domain';
import { readMultipartForm, type ImageStore } from '../../../integrations/images';
import { sendPublicPng } from '../../../lib/public-png';
import { PUBLIC, perm } from '../../../plugins/route-auth';
import { creditorIdParams } from '../creditors.common';
import type { VisualIdentityService } from './visual-identity.service';
import { uuidParams } from '../../../plugins/route-params';

const SLUG = PERMISSIONS.cad_fornecedor_identidade_visual;
const tags = ['creditors: visual identity'];
/** URL prefix of the stored pictures (what path_logo and path_image hold). */
export const VISUAL_IDENTITY_URL_PREFIX = '/api/files/visual-identity';


const multipartBody = {
  description: 'multipart/form-data: path_url, color_hex, article, product_service, file_logo, file_image',
};

export function visualIdentityRoutes(service: VisualIdentityService, images: ImageStore) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/creditors/:id/visual-identity', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Identidade visual do fornecedor (null quando ainda não cadastrada)',
        params: creditorIdParams,
        response: { 200: visualIdentityResponseSchema.nullable() },
      },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.post('/creditors/:id/visual-identity', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastra a identidade visual (multipart)',
        description: multipartBody.description,
        consumes: ['multipart/form-data'],
        params: creditorIdParams,
        response: { 201: visualIdentityResponseSchema },
      },
      handler: async (request, reply) => {
        await service.get(request.auth!, request.params.id);
        const form = await readMultipartForm(request);
        return reply.status(201).send(await service.create(request.auth!, request.params.id, form));
      },
    });

    r.patch('/creditors/:id/visual-identity/:visualId', {
      config: { auth: perm(SLUG, 'edit') },
      schema: {
        tags,
        summary: 'Altera a identidade visual (multipart; imagens não enviadas são mantidas)',
        description: multipartBody.description,
        consumes: ['multipart/form-data'],
        params: uuidParams('id', 'visualId'),
        response: { 200: visualIdentityResponseSchema },
      },
      handler: async (request) => {
        await service.get(request.auth!, request.params.id);
        const form = await readMultipartForm(request);
        return service.update(request.auth!, request.params.id, request.params.visualId, form);
      },
    });

    // The pictures are the creditor's public branding, and <img> tags cannot send the bearer token.
    r.get('/files/visual-identity/:name', {
      config: { auth: PUBLIC },
      schema: {
        tags,
        summary: 'Logo ou imagem da identidade visual (PNG)',
        params: z.object({ name: z.string().max(64) }),
      },
      handler: async (request, reply) => sendPublicPng(reply, await images.open(request.params.name)),
    });
  };
}
