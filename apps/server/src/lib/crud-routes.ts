import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listResponseSchema } from '@lastro/domain';
import type { RouteAuth } from '../plugins/route-auth';
import { pagedList } from './paged-list';

export type CrudOperation = 'list' | 'get' | 'create' | 'update' | 'remove';

/** What a register-like record offers: a paged search, one by id, create, update and delete. */
export interface CrudService<Id, Query, Input, Item> {
  search(query: Query): Promise<{ rows: Item[]; count: number }>;
  get(id: Id): Promise<Item>;
  create(input: Input): Promise<Item>;
  update(id: Id, input: Input): Promise<Item>;
  remove(id: Id): Promise<void>;
}

export interface CrudRoutesSpec<Id, Query extends { offset: number; limit: number }, Input, Item> {
  /** The collection's path ('/partners'); one record is `<path>/:id`. */
  path: string;
  /** Where the list is, when not at `path` (the parameter registers keep `path` for their pickers). */
  listPath?: string;
  tags: string[];
  /** Who may call each route, or one rule for all five (plugins/route-auth.ts); the authorization matrix tests them. */
  auth: RouteAuth | Record<CrudOperation, RouteAuth>;
  /** The OpenAPI summary of each route, in Portuguese. */
  summary: Record<CrudOperation, string>;
  schemas: {
    query: z.ZodType<Query, unknown>;
    params: z.ZodType<{ id: Id }, unknown>;
    body: z.ZodType<Input, unknown>;
    /** The record as the API answers it; the list answers `{results: [...], metadata}` of it. */
    item: z.ZodType<Item, unknown>;
  };
  /** PUT (default) replaces the record; the parameter registers use PATCH for the same body. */
  updateMethod?: 'PUT' | 'PATCH';
  service: CrudService<Id, Query, Input, Item>;
}

/**
 * The five routes of a record with the same shape everywhere: GET list (200), GET one (200),
 * POST (201), PUT/PATCH (200) and DELETE (204), each with its schemas, authorization rule and
 * response schema. Routes that differ stay written out beside it in the module's routes file.
 */
export function crudRoutes<Id, Query extends { offset: number; limit: number }, Input, Item>(
  spec: CrudRoutesSpec<Id, Query, Input, Item>,
) {
  const { path, tags, summary, schemas, service } = spec;
  const auth = 'list' in spec.auth ? spec.auth : { list: spec.auth, get: spec.auth, create: spec.auth, update: spec.auth, remove: spec.auth };
  const one = `${path}/:id`;
  // The validator compiler has parsed params, query and body with these very schemas, so the
  // request's parts are the spec's types; the spec's generics tie them to the service's.
  const idOf = (request: FastifyRequest) => (request.params as { id: Id }).id;
  const bodyOf = (request: FastifyRequest) => request.body as Input;
  // The record before a change or a deletion, for the audit trail: the service's own get.
  const auditRead = (request: FastifyRequest) => service.get(idOf(request));
  return async (app: FastifyInstance) => {
    app.route({
      method: 'GET',
      url: spec.listPath ?? path,
      config: { auth: auth.list },
      schema: { tags, summary: summary.list, querystring: schemas.query, response: { 200: listResponseSchema(schemas.item) } },
      handler: pagedList((query: Query) => service.search(query)) as (request: FastifyRequest) => Promise<unknown>,
    });
    app.route({
      method: 'GET',
      url: one,
      config: { auth: auth.get },
      schema: { tags, summary: summary.get, params: schemas.params, response: { 200: schemas.item } },
      handler: async (request) => service.get(idOf(request)),
    });
    app.route({
      method: 'POST',
      url: path,
      config: { auth: auth.create },
      schema: { tags, summary: summary.create, body: schemas.body, response: { 201: schemas.item } },
      handler: async (request, reply) => reply.status(201).send(await service.create(bodyOf(request))),
    });
    app.route({
      method: spec.updateMethod ?? 'PUT',
      url: one,
      config: { auth: auth.update, auditRead },
      schema: { tags, summary: summary.update, params: schemas.params, body: schemas.body, response: { 200: schemas.item } },
      handler: async (request) => service.update(idOf(request), bodyOf(request)),
    });
    app.route({
      method: 'DELETE',
      url: one,
      config: { auth: auth.remove, auditRead },
      schema: { tags, summary: summary.remove, params: schemas.params, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(idOf(request));
        return reply.status(204).send(null);
      },
    });
  };
}
