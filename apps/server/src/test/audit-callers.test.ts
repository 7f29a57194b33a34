import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { createCreditor } from './fixtures';
import { loadMatrixEntries, routeKeyOf, sendEntry, useMatrixWorld } from './matrix-entries';

/**
 * The writes whose module records its own event hand the trail their caller explicitly (the
 * service's `auth`, which carries its request's audit scope on an audited route). Each, called
 * as an administrator with the authorization matrix's own request, must leave exactly one event
 * for its record: naming the caller and the request (route, address, user agent), and no
 * generic event beside it. A service that dropped its caller leaves an event without a route
 * (and the hook a second one); one that handed a caller without its scope, an event without a route.
 */
const entries = await loadMatrixEntries();

/** The route, and where its record's id is: the answer, the URL or the body. */
const SELF_RECORDED: [string, 'answer' | 'url' | 'deal_id'][] = [
  ['POST /api/creditors', 'answer'],
  ['PATCH /api/creditors/:id', 'url'],
  ['DELETE /api/creditors/:id', 'url'],
  ['POST /api/domains/profiles', 'answer'],
  ['PATCH /api/users/:id', 'url'],
  ['PUT /api/merchants/:id', 'url'],
  ['DELETE /api/merchants/:id', 'url'],
  ['PUT /api/deals/change-status', 'deal_id'],
];

const opened = useMatrixWorld();

describe("a module's own audit event", () => {
  it.each(SELF_RECORDED)('%s names the caller and its request, once', async (key, idFrom) => {
    const entry = entries.find((e) => routeKeyOf(e) === key)!;
    expect(entry, key).toBeDefined();
    const { url, payload, res, before: last } = await sendEntry(opened, entry, 'admin', {
      headers: { 'user-agent': 'Auditoria/2.0' },
      beforeSend: async () =>
        (await opened.t.database.query<{ last: string }>('select coalesce(max(seq), 0)::text as last from audit_events'))[0]!.last,
    });
    expect(res.statusCode, res.body).toBeLessThan(400);
    const id =
      idFrom === 'answer'
        ? String(res.json().id)
        : idFrom === 'url'
          ? url.split('/').at(-1)!
          : String((payload as { deal_id: string }).deal_id);
    const events = await opened.t.database.query<{ account_id: string | null; route: string | null; ip: string | null; user_agent: string | null }>(
      'select account_id, route, ip, user_agent from audit_events where seq > $1 and entity_id = $2 order by seq',
      [last, id],
    );
    expect(events).toEqual([{ account_id: expect.any(String), route: key, ip: expect.any(String), user_agent: 'Auditoria/2.0' }]);
  });
});

describe('audit scopes of concurrent requests', () => {
  it('keeps each request its own caller and address when writes of several callers overlap', async () => {
    const { t, world } = opened;
    const accountOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { accountId: string }).accountId;
    // Six administrators, each with a session of its own, and a creditor user of creditor A.
    const calls = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({
        token: (await world.tokenFor('admin', [], true))!,
        creditorId: (await createCreditor(t.database.db)).id,
        agent: `Paralelo/${i}`,
      })),
    );
    calls.push({ token: (await world.tokenFor('withPermission', [[PERMISSIONS.cad_fornecedor, ['edit']]], true))!, creditorId: world.ctx.creditorA.id, agent: 'Paralelo/credor' });
    const [{ last }] = (await t.database.query<{ last: string }>('select coalesce(max(seq), 0)::text as last from audit_events')) as [{ last: string }];
    const answers = await Promise.all(
      calls.map((c, i) =>
        t.as(c.token, { method: 'PATCH', url: `/api/creditors/${c.creditorId}`, payload: { trading_name: `Nome Paralelo ${i}` }, headers: { 'user-agent': c.agent } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    const events = await t.database.query<{ entity_id: string; account_id: string; user_agent: string; route: string }>(
      "select entity_id, account_id, user_agent, route from audit_events where seq > $1 and entity = 'creditors' order by entity_id",
      [last],
    );
    const expected = calls.map((c) => ({ entity_id: c.creditorId, account_id: accountOf(c.token), user_agent: c.agent, route: 'PATCH /api/creditors/:id' }));
    expect(events).toEqual(expected.sort((a, b) => (a.entity_id < b.entity_id ? -1 : 1)));
  });
});
