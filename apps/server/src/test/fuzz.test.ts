import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, type PermissionSlug } from '@lastro/domain';
import { createTestApp, type TestApp } from './app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from './fixtures';

/**
 * Malformed input to every operation of the OpenAPI document, as an admin and as a creditor
 * user holding every creditor-side permission: no answer may be a 5xx, and every error must be
 * {errors:{message:[...]}} with Portuguese texts. Seeded, so a failure reproduces.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** mulberry32: small, fast and deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** 1 MB of text in bodies; in URLs what Node's 16 KB header limit still lets through. */
const MEGA = 'é'.repeat(512 * 1024);
const LONG_QUERY = 'é'.repeat(2500);
const OVERFLOWS = [1e308, 2 ** 63, -(2 ** 63), 1e20, 2147483648, -2147483649, 1.5, -1];
const WRONG_TYPES: unknown[] = [{}, [], true, null, 'texto', 1.2345678901234567e19, [{ a: 1 }]];
const TEXTS = ['a\u0000b', '\u0000', MEGA, "'; drop table accounts; --", '%00', '../../etc/passwd', '\uFFFF\uD800'];
const PATH_VALUES = ['a%00b', '%00', '99999999999999999999', '-1', '0', 'nao-e-uuid', 'x'.repeat(90), '1e308', '00000000-0000-0000-0000-000000000000'];

/** Whole JSON bodies that are no object: every route's schema (or its absence) must refuse them. */
const NOT_OBJECTS = { bodyArray: '[]', bodyNull: 'null', bodyText: '"x"', bodyNumber: '1' } as const;
type NotObject = keyof typeof NOT_OBJECTS;

/** An upload cut off inside its file part (the OpenAPI document does not tell upload routes apart: sent to all). */
const BOUNDARY = '----lastro-fuzz';
const CUT_UPLOAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(2048)}`;

type Kind = 'nul' | 'mega' | 'types' | 'overflow' | 'brokenJson' | 'contentType' | 'proto' | 'cutUpload' | NotObject;
const KINDS: Kind[] = ['nul', 'mega', 'types', 'overflow', 'brokenJson', 'contentType', 'proto', 'cutUpload', ...(Object.keys(NOT_OBJECTS) as NotObject[])];
/** What only a body carries: not sent on GET and DELETE. */
const BODY_KINDS = new Set<Kind>(['brokenJson', 'contentType', 'proto', 'cutUpload', ...(Object.keys(NOT_OBJECTS) as NotObject[])]);

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = schema.type ? (Array.isArray(schema.type) ? schema.type : [schema.type]) : [];
  return [...own, ...(schema.anyOf ?? []).flatMap(typesOf), ...(schema.oneOf ?? []).flatMap(typesOf)];
}

/** A value for one field under a kind of malformation. */
function valueFor(kind: Kind, schema: JsonSchema | undefined, pick: <T>(list: readonly T[]) => T): unknown {
  const types = typesOf(schema);
  if (kind === 'nul') return types.includes('array') ? ['a\u0000'] : 'a\u0000b';
  if (kind === 'mega') return types.includes('array') ? [MEGA] : MEGA;
  if (kind === 'overflow') return types.includes('number') || types.includes('integer') ? pick(OVERFLOWS) : pick(TEXTS);
  return pick(WRONG_TYPES);
}

function bodyFor(kind: Kind, schema: JsonSchema | undefined, pick: <T>(list: readonly T[]) => T): unknown {
  const props = schema?.properties;
  if (!props || !Object.keys(props).length) return { campo: valueFor(kind, undefined, pick) };
  return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueFor(kind, s, pick)]));
}

function requestFor(method: string, path: string, op: Operation, kind: Kind, rand: () => number): InjectOptions {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const url = path.replace(/\{[^}]+\}/g, () => (kind === 'nul' ? 'a%00b' : pick(PATH_VALUES)));
  const query: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query' || p.name === 'token') continue;
    const v = kind === 'mega' ? LONG_QUERY : valueFor(kind, p.schema, pick);
    query[p.name] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const req: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url, query };
  if (method === 'get' || method === 'delete') return req;
  if (kind === 'cutUpload') return { ...req, payload: CUT_UPLOAD, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
  if (kind in NOT_OBJECTS) return { ...req, payload: NOT_OBJECTS[kind as NotObject], headers: { 'content-type': 'application/json' } };
  if (kind === 'brokenJson') return { ...req, payload: '{"nome": "a", ', headers: { 'content-type': 'application/json' } };
  if (kind === 'contentType') return { ...req, payload: 'nome=a&x=\u0000', headers: { 'content-type': pick(['text/plain', 'application/xml', 'text/csv']) } };
  if (kind === 'proto') {
    return {
      ...req,
      payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"nome":"a"}',
      headers: { 'content-type': 'application/json' },
    };
  }
  return { ...req, payload: JSON.stringify(bodyFor(kind, schema, pick)), headers: { 'content-type': 'application/json' } };
}

/** Calls that would end the fuzzing identity's own session. */
const SKIP = new Set(['POST /api/accounts/sign-out']);

let t: TestApp;
let tokens: { admin: string; creditor: string };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createAccount(db, { type: 'Backoffice' });
  const creditor = await createCreditor(db);
  const slugs = Object.values(PERMISSIONS) as PermissionSlug[];
  const profile = await createProfile(db, { isLastro: false, grants: slugs.map((s) => [s, ACTIONS] as const) });
  const user = await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
  tokens = { admin: await t.signIn(admin.email, TEST_PASSWORD), creditor: await t.signIn(user.email, TEST_PASSWORD) };
});
afterAll(async () => t?.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and every error is {errors:{message:[...]}}', { timeout: 300_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const rand = prng(20261122);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(methods)) {
        if (SKIP.has(`${method.toUpperCase()} ${path}`)) continue;
        for (const kind of KINDS) {
          if ((method === 'get' || method === 'delete') && BODY_KINDS.has(kind)) continue;
          for (const who of ['admin', 'creditor'] as const) {
            const req = requestFor(method, path, op, kind, rand);
            const res = await t.as(tokens[who], req);
            sent++;
            const where = `${who} ${method.toUpperCase()} ${path} [${kind}] -> ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 160)}`);
            else if (res.statusCode >= 400) {
              let body: unknown;
              try {
                body = res.json();
              } catch {
                body = undefined;
              }
              const msgs = (body as { errors?: { message?: unknown } } | undefined)?.errors?.message;
              const ok =
                Array.isArray(msgs) &&
                msgs.length > 0 &&
                msgs.every((m) => typeof m === 'string' && m.length > 0 && !/^(FST_|Bad Request|Not Found|Unsupported|Body)/.test(m)) &&
                Object.keys(body as object).length === 1;
              if (!ok) failures.push(`${where} ${res.body.slice(0, 160)}`);
            }
          }
        }
      }
    }
    console.info(`fuzz: ${sent} requests, ${failures.length} failures`);
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // Every malformed value was refused by a schema: none reached PostgreSQL to be refused there.
    expect([...t.app.inputRefusedByDatabase.keys()]).toEqual([]);
    // Nor did any schema throw on what it was given (a refinement reading what an earlier check refused).
    expect([...t.app.inputThatBrokeASchema.keys()]).toEqual([]);
  });
});
