import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../db/audit-chain';
import { createTestApp, type TestApp } from '../../test/app';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const audit = t.app.modules.services('audit');
  for (let i = 1; i <= 6; i++)
    await audit.record({
      entity: 'tamper',
      entityId: String(i),
      action: 'update',
      before: { v: i - 1 },
      after: { v: i },
    });
});
afterAll(async () => t?.close());

/** Tampering as a superuser would: the append-only trigger off for one statement. */
const tamper = (statement: string) =>
  t.database.exec(
    `begin; alter table audit_events disable trigger audit_events_no_change; ${statement}; alter table audit_events enable trigger audit_events_no_change; commit;`,
  );
const seqOf = async (entityId: string) =>
  Number(
    (
      await t.database.query<{ seq: string }>(
        "select seq from audit_events where entity = 'tamper' and entity_id = $1",
        [entityId],
      )
    )[0]!.seq,
  );
const runCli = (...args: string[]) =>
  promisify(execFile)('npx', ['tsx', 'src/cli/audit-verify.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

// One file of its own: each test breaks the chain for good, in this order.
describe('npm run audit:verify', () => {
  it('finds the whole chain intact', async () => {
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ checked: 6, broken: null });
    const cli = await runCli();
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toContain('6 eventos verificados');
  }, 60_000);

  it('detects the newest events removed, against the anchor an earlier run printed', async () => {
    const audit = t.app.modules.services('audit');
    for (const i of [7, 8]) await audit.record({ entity: 'tamper', entityId: String(i), action: 'update', before: { v: i - 1 }, after: { v: i } });
    const { head } = await verifyAuditChain(t.database.db);
    const printed = await runCli();
    expect(printed.out).toContain(`${head!.seq}:${head!.hash}`);
    // The newest event removed: what is left is a whole, shorter chain...
    await tamper(`delete from audit_events where seq = ${head!.seq}`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ checked: 7, broken: null });
    // ...which the anchor kept outside shows.
    expect(await verifyAuditChain(t.database.db, { anchor: head! })).toMatchObject({ broken: { seq: head!.seq, reason: 'anchor' } });
    const cli = await runCli('--ancora', `${head!.seq}:${head!.hash}`);
    expect(cli.code, cli.out).toBe(1);
    expect(cli.out).toContain('a âncora guardada fora do banco não está mais na cadeia');
    expect((await runCli('--ancora', 'x')).code).toBe(2);
  }, 90_000);

  it('detects an event whose fields were edited', async () => {
    const seq = await seqOf('3');
    await tamper(`update audit_events set after = '{"v": 30}' where seq = ${seq}`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ checked: 2, broken: { seq, reason: 'hash' } });
    const cli = await runCli();
    expect(cli.code, cli.out).toBe(1);
    expect(cli.out).toContain(`evento ${seq}`);
  }, 60_000);

  it('detects an event edited with its hash recomputed (the next link breaks), and a removed one', async () => {
    // Put event 3 back as it was, then remove event 5: the break is at 6, whose previous hash is gone.
    const seq3 = await seqOf('3');
    await tamper(`update audit_events set after = '{"v": 3}' where seq = ${seq3}`);
    expect((await verifyAuditChain(t.database.db)).broken).toBeNull();
    await tamper(`delete from audit_events where seq = ${await seqOf('5')}`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({
      checked: 4,
      broken: { seq: await seqOf('6'), reason: 'prev_hash' },
    });
  });
});
