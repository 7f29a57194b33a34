import { describe, expect, it } from 'vitest';
import { auditRouteOf } from '@lastro/domain';
import { loadMatrixEntries, routeKeyOf, sendEntry, useMatrixWorld } from './matrix-entries';

/**
 * Issue 29 part 4: every write route of the OpenAPI document, called as an administrator with the
 * authorization matrix's own request (src/test/matrix/), leaves an audit event naming the route
 * when it succeeds, and none when the fixture's call is refused (4xx) — except the sign-in
 * steps, whose refusals are events themselves. A route that is a look-up sent as POST (the
 * domain's auditRouteOf says 'read') must leave none. Every write route falls in one class.
 */
const entries = await loadMatrixEntries();

const opened = useMatrixWorld();

/** The write routes of the OpenAPI document, as registered ('POST /api/creditors/:id'). */
function writeRoutes(): string[] {
  const doc = opened.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: string[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    if (!p.startsWith('/api/') || p.startsWith('/api/docs')) continue;
    const url = p.replace(/\{(\w+)\}/g, ':$1');
    for (const method of Object.keys(methods).map((m) => m.toUpperCase()))
      if (method !== 'HEAD' && auditRouteOf(method, url)) routes.push(`${method} ${url}`);
  }
  return routes.sort();
}

/**
 * Where the module's own event names the write more precisely than the URL: a profile created
 * (with its grants), an approval or an inactivation that moves a status. create/update routes
 * may be recorded as any action their module chose.
 */
const ANY = [
  'create',
  'update',
  'status',
  'delete',
  'permission',
  'approval',
  'match',
  'import',
  'factor',
  'password',
  'session',
];
const ALSO: Record<string, string[]> = {
  create: ANY,
  update: ANY,
  permission: ['permission', 'create'],
  approval: ['approval', 'status'],
  delete: ['delete', 'status'],
};

type Outcome = 'event' | 'refused, no event' | 'read, no event' | 'sign-in refusal event';

describe('every write route is audited', () => {
  const outcomes = new Map<string, Outcome>();

  it('has a matrix request for every write route of the OpenAPI document', () => {
    const declared = new Set(entries.map(routeKeyOf));
    expect(writeRoutes().filter((r) => !declared.has(r))).toEqual([]);
  });

  it(
    'leaves an event for each write that succeeds and none for one refused',
    { timeout: 600_000 },
    async () => {
      const wanted = new Set(writeRoutes());
      const problems: string[] = [];
      for (const entry of entries.filter((e) => wanted.has(routeKeyOf(e)))) {
        const route = auditRouteOf(entry.method, entry.url)!;
        const { res, before: last } = await sendEntry(opened, entry, 'admin', {
          beforeSend: async () =>
            (await opened.t.database.query<{ last: string | null }>('select max(seq)::text as last from audit_events'))[0]?.last,
        });
        const events = await opened.t.database.query<{ action: string; account_id: string | null }>(
          'select action, account_id from audit_events where seq > $1 and route = $2',
          [last ?? '0', routeKeyOf(entry)],
        );
        const ok = res.statusCode < 400;
        let outcome: Outcome;
        if (route.action === 'read') outcome = 'read, no event';
        else if (ok) outcome = 'event';
        else outcome = route.action === 'sign_in' ? 'sign-in refusal event' : 'refused, no event';
        outcomes.set(routeKeyOf(entry), outcome);
        const expected = outcome === 'event' || outcome === 'sign-in refusal event';
        if (expected !== events.length > 0)
          problems.push(
            `${routeKeyOf(entry)} answered ${res.statusCode}: ${events.length} event(s), expected ${outcome}`,
          );
        if (
          outcome === 'event' &&
          !events.some((e) => (ALSO[route.action] ?? [route.action]).includes(e.action))
        )
          problems.push(
            `${routeKeyOf(entry)}: events ${events.map((e) => e.action).join(', ')}, expected ${route.action}`,
          );
      }
      expect(problems).toEqual([]);
      // Every write route classified; most succeed with the matrix's admin call (a few fixtures are refusals by design).
      expect([...outcomes.keys()].sort()).toEqual([...wanted].sort());
      const audited = [...outcomes.values()].filter((o) => o === 'event').length;
      expect(audited).toBeGreaterThan(outcomes.size / 2);
      expect((await opened.t.app.modules.services('audit').verify()).broken).toBeNull();
    },
  );
});
