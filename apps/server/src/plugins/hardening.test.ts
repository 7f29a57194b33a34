import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { createAccount, TEST_PASSWORD } from '../test/fixtures';
import { MAX_LOG_LINE, capLogLine } from './logging';
import { SIGNED_IN } from './route-auth';
import { int4Params, routeParamProblems, routeParamsPlugin, uuidFilter } from './route-params';
import { CONTENT_SECURITY_POLICY } from './security-headers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const acc = await createAccount(t.database.db, { type: 'Backoffice' });
  admin = await t.signIn(acc.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const portuguese = (res: { statusCode: number; json(): unknown }) => {
  const body = res.json() as { errors?: { message?: unknown } };
  return Array.isArray(body.errors?.message) && (body.errors.message as unknown[]).every((m) => typeof m === 'string');
};

describe('bad input is a 4xx in Portuguese, never a 500', () => {
  it('refuses U+0000 in a body, a filter or a path before any query', async () => {
    const body = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { profile_id: 1, name: 'Ana\u0000', email: 'ana@teste.dev', phone_number: '1133334444', password: 'Senha@Forte1' },
    });
    const filter = await t.as(admin, { method: 'GET', url: '/api/users/search?name=a%00b' });
    const path = await t.as(admin, { method: 'GET', url: '/api/users/a%00b' });
    for (const res of [body, filter, path]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: { message: [MESSAGES.errors.nulCharacter] } });
    }
  });

  it('answers a non-uuid id, an overflowing integer and a 1 MB text with 400', async () => {
    const notUuid = await t.as(admin, { method: 'GET', url: '/api/users/search?creditor_id=nao-e-uuid' });
    const overflow = await t.as(admin, { method: 'GET', url: '/api/domains/profiles/99999999999999999999' });
    const huge = await t.as(admin, { method: 'GET', url: `/api/users/search?email=${'a'.repeat(1_000_000)}` });
    const hugeBody = await t.as(admin, {
      method: 'POST',
      url: '/api/domains/profiles',
      payload: { description: 'x'.repeat(60_000), is_lastro: true, resources: [] },
    });
    for (const res of [notUuid, overflow, huge, hugeBody]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(portuguese(res)).toBe(true);
    }
  });

  it('refuses ids that can match no row by their schema, before any query', async () => {
    const notUuid = await t.as(admin, { method: 'GET', url: '/api/users/search?creditor_id=nao-e-uuid' });
    const notUuidPath = await t.as(admin, { method: 'GET', url: '/api/creditors/nao-e-uuid' });
    const overflow = await t.as(admin, { method: 'GET', url: '/api/domains/profiles/2147483648' });
    const notNumber = await t.as(admin, { method: 'DELETE', url: '/api/domains/banks/abc' });
    const overflowFilter = await t.as(admin, { method: 'GET', url: '/api/users/search?profile_id=99999999999' });
    for (const res of [notUuid, notUuidPath, overflow, notNumber, overflowFilter]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toEqual({ errors: { message: [MESSAGES.validation.invalidId] } });
    }
    // An empty filter still means "no filter".
    expect((await t.as(admin, { method: 'GET', url: '/api/users/search?creditor_id=' })).statusCode).toBe(200);
  });

  it('a route whose id param or filter is plain text does not even register', () => {
    expect(routeParamProblems({ url: '/api/x/:id', schema: { params: z.object({ id: z.string().max(64) }) } })).toEqual([
      'param id accepts nao-e-uuid, 2147483648, 99999999999999999999, -1, 1e308',
    ]);
    expect(routeParamProblems({ url: '/api/x/:id', schema: {} })).toEqual([':id has no params schema']);
    expect(routeParamProblems({ url: '/api/x', schema: { querystring: z.object({ creditor_id: z.string().optional() }) } })).toHaveLength(1);
    expect(routeParamProblems({ url: '/api/x/:id', schema: { params: int4Params('id'), querystring: z.object({ creditor_id: uuidFilter }) } })).toEqual([]);
    const app = Fastify();
    app.register(routeParamsPlugin);
    app.register(async (api) => {
      api.get('/api/x/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => 'x');
    });
    return expect(app.ready()).rejects.toThrow(/param id accepts/);
  });

  it("answers Fastify's own failures in the Portuguese shape", async () => {
    const badUrl = await t.as(admin, { method: 'GET', url: '/api/users/%E0%A4%A' });
    const longParam = await t.as(admin, { method: 'GET', url: `/api/users/${'a'.repeat(200)}` });
    const brokenJson = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    const wrongType = await t.as(admin, { method: 'POST', url: '/api/users', payload: 'name=x', headers: { 'content-type': 'text/csv' } });
    const proto = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: '{"__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    const tooBig = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(badUrl.json()).toEqual({ errors: { message: [MESSAGES.errors.invalidUrl] } });
    expect(badUrl.statusCode).toBe(400);
    expect(longParam.json()).toEqual({ errors: { message: [MESSAGES.errors.routeNotFound] } });
    expect(brokenJson.json()).toEqual({ errors: { message: [MESSAGES.errors.invalidBody] } });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ errors: { message: [MESSAGES.errors.unsupportedMediaType] } });
    expect(proto.statusCode).toBe(400);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ errors: { message: [MESSAGES.errors.bodyTooLarge] } });
  });

  it('checks the profiles export filter before the file starts', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/domains/profiles/export?name=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

const BOUNDARY = '----lastro-corte';

/** A whole multipart body: a text field, then a file part of 4 KB, then the closing boundary. */
function uploadBody() {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from('x'.repeat(4096)),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('an upload cut off mid-way', () => {
  const whole = uploadBody();
  // Inside the first part's headers, inside the text field, inside the file, just before the closing boundary.
  const cuts = [20, BOUNDARY.length + 60, whole.length - 2000, whole.length - BOUNDARY.length - 8];

  it('answers 400 in Portuguese on the public selfie route and on an authenticated import', async () => {
    const routes = [
      { url: '/api/onboarding/selfie', token: null },
      { url: '/api/deals/upload', token: admin },
    ];
    const answers = [];
    for (const { url, token } of routes) {
      for (const cut of cuts) {
        const res = await t.as(token, {
          method: 'POST',
          url,
          payload: whole.subarray(0, cut),
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        });
        answers.push({ url, cut, status: res.statusCode, body: res.json() as unknown });
      }
    }
    // A multipart type without its boundary cannot be read at all.
    for (const { url, token } of routes) {
      const res = await t.as(token, { method: 'POST', url, payload: whole, headers: { 'content-type': 'multipart/form-data' } });
      answers.push({ url, cut: -1, status: res.statusCode, body: res.json() as unknown });
    }
    const expected = { status: 400, body: { errors: { message: [MESSAGES.errors.uploadIncomplete] } } };
    expect(answers).toEqual(answers.map(({ url, cut }) => ({ url, cut, ...expected })));
  });
});

describe('security headers', () => {
  it('sends the policy, nosniff, the referrer rule and no-store on API answers', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/profile' });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
    // The document preview frames a blob: (a PDF fetched with the token), nothing else; no plugins.
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect([directives.get('frame-src'), directives.get('child-src'), directives.get('object-src')]).toEqual(['blob:', undefined, "'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const notFound = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(notFound.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS when configured', async () => {
    const app = await buildApp({ config: { ...t.config, hstsMaxAge: 31536000 }, database: t.database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ config: { ...t.config, logLevel: 'info' }, database: t.database, logStream: stream });
    // Every route's schema now refuses what PostgreSQL would: this one sends its filter to a
    // query that fails, as a route with a gap would.
    app.get('/api/teste/consulta-falha', { config: { auth: SIGNED_IN } }, async (request) =>
      t.database.query('select $1::uuid as id, $2::text as email', [
        (request.query as Record<string, string>).creditor_id,
        (request.query as Record<string, string>).email,
      ]),
    );
    // A schema with a bug: its rule reads the first item even when the list's own check refused it.
    const items = z.array(z.object({ code: z.string() })).min(1);
    app.post('/api/teste/esquema-falho', { config: { auth: SIGNED_IN }, schema: { body: items.superRefine((list) => void list[0]!.code) } }, async () => 'ok');
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('logs a failed query by class, code, route and request id, never its values', async () => {
    const secret = 'segredo-do-cliente@teste.dev';
    const res = await app.inject({
      method: 'GET',
      url: `/api/teste/consulta-falha?creditor_id=nao-e-uuid&email=${encodeURIComponent(secret)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(400);
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('segredo');
    expect(all).not.toContain(admin);
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.err);
    expect(failure).toMatchObject({ reqId: expect.any(String), route: '/api/teste/consulta-falha', err: { code: '22P02' } });
    expect((failure!.err as Record<string, unknown>).message).toBeUndefined();
  });

  it('a 1 MB request adds a few short lines at most', async () => {
    lines.length = 0;
    await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: 'a@b.dev', password: 'x'.repeat(1_000_000) } });
    await app.inject({ method: 'GET', url: `/api/users/search?name=${'n'.repeat(1_000_000)}`, headers: { authorization: `Bearer ${admin}` } });
    const bytes = lines.reduce((n, l) => n + l.length, 0);
    expect(bytes).toBeLessThan(8 * 1024);
    expect(lines.every((l) => l.length <= MAX_LOG_LINE)).toBe(true);
  });

  it('caps any line and keeps it JSON', () => {
    const line = JSON.stringify({ level: 50, reqId: 'r1', msg: 'x', detail: 'y'.repeat(100_000) });
    const capped = capLogLine(line);
    expect(capped.length).toBeLessThanOrEqual(MAX_LOG_LINE);
    expect(JSON.parse(capped)).toMatchObject({ level: 50, reqId: 'r1', truncated: true });
  });

  it('answers 400 when a schema throws on its input, and logs and counts the route', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/teste/esquema-falho', payload: [], headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { message: [MESSAGES.errors.invalidBody] } });
    expect([...app.inputThatBrokeASchema.entries()]).toEqual([['POST /api/teste/esquema-falho body', 1]]);
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'a schema threw on its input')).toMatchObject({
      route: '/api/teste/esquema-falho',
    });
  });
});
