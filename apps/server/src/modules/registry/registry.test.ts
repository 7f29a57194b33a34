import { addDays, PERMISSIONS } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registryHttpError } from '../../integrations/registry';
import { runScheduledAndWait } from '../../jobs/testing/wait';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let creditorToken: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const adminAccount = await createAccount(db, { type: 'Backoffice', email: 'registry-admin@teste.dev' });
  admin = await t.signIn(adminAccount.email, TEST_PASSWORD);
  adminId = adminAccount.id;
  // A creditor user holding every permission still may not move the registry.
  const creditor = await createCreditor(db);
  const profile = await createProfile(db, {
    isLastro: false,
    grants: Object.values(PERMISSIONS).map((slug) => [slug, ['read', 'create', 'edit', 'delete']] as const),
  });
  const user = await createAccount(db, {
    type: 'Creditor',
    creditorId: creditor.id,
    profileId: profile.id,
    email: 'registry-user@teste.dev',
  });
  creditorToken = await t.signIn(user.email, TEST_PASSWORD);
  await t.database.query('update registry.clock set today = $1', ['2026-03-02']);
});
afterAll(async () => t?.close());

const tick = (token: string | null, payload: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: '/api/registry/tick', payload });

describe('POST /api/registry/tick', () => {
  it('moves the sandbox registry to the date and answers what happened', async () => {
    const res = await tick(admin, { ate: '2026-03-04' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ de: '2026-03-02', ate: '2026-03-04' });
    expect(await t.app.modules.services('registry').today()).toBe('2026-03-04');
  });

  it('refuses dates not after the registry date, bad dates and jumps over 400 days, in Portuguese', async () => {
    for (const [ate, message] of [
      ['2026-03-04', 'A data deve ser posterior à data atual da registradora.'],
      ['2026-02-30', 'Informe a data para a qual avançar a registradora (AAAA-MM-DD).'],
      ['04/03/2026', 'Informe a data para a qual avançar a registradora (AAAA-MM-DD).'],
      [addDays('2026-03-04', 401), 'A registradora avança no máximo 400 dias por vez.'],
    ] as const) {
      const res = await tick(admin, { ate });
      expect(res.statusCode, ate).toBe(400);
      expect(res.json().errors.message).toContain(message);
    }
    const missing = await tick(admin, {});
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().errors.message)).toMatch(/registradora|obrigat/i);
  });

  it('is for administrators only', async () => {
    expect((await tick(creditorToken, { ate: '2026-03-05' })).statusCode).toBe(403);
    expect((await tick(null, { ate: '2026-03-05' })).statusCode).toBe(401);
    expect(await t.app.modules.services('registry').today()).toBe('2026-03-04');
  });
});

describe('registry service', () => {
  it('processes a write in a job recorded under the requesting account, and in-process without one', async () => {
    const registry = t.app.modules.services('registry');
    const today = await registry.today();
    const outcomes: string[] = [];
    const stop = registry.onOutcome((op) => outcomes.push(op.protocolo));
    const viaJob = await registry.requestOptIn({
      idempotencyKey: 'module-optin-1',
      solicitante: adminId,
      financiador: '11222333000181',
      ufr: '12ABC34501DE35',
      dataAssinatura: today,
      dataInicio: today,
      dataFim: addDays(today, 90),
    });
    expect((await registry.awaitOperation(viaJob.protocolo)).status).toBe('processada');
    const jobs = await t.database.query<{ type: string; status: string }>(
      'select type, status from jobs where account_id = $1',
      [adminId],
    );
    expect(jobs).toContainEqual(expect.objectContaining({ type: 'registry.operation' }));

    const inProcess = await registry.requestOptOut({
      idempotencyKey: 'module-optout-1',
      financiador: '11222333000181',
      ufr: '12ABC34501DE35',
      identificadorOptIn: 'OPT-UNKNOWN',
    });
    const rejected = await registry.awaitOperation(inProcess.protocolo);
    expect(rejected.status).toBe('rejeitada');
    expect(registryHttpError(rejected.erros)).toMatchObject({ statusCode: 404 });
    expect(registryHttpError(rejected.erros).messages[0]).toMatch(/^100100 - Opt-in não encontrado/);
    expect(outcomes).toContain(inProcess.protocolo);
    stop();
  });

  it('runs the daily tick on its schedule up to the market date (São Paulo)', async () => {
    const registry = t.app.modules.services('registry');
    const marketToday = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    await t.database.query('update registry.clock set today = $1', [addDays(marketToday, -1)]);
    const run = await runScheduledAndWait(t.app.modules.jobs, 'registry.tick');
    expect(run.state).toBe('completed');
    expect(run.output).toMatchObject({ ate: marketToday });
    expect(await registry.today()).toBe(marketToday);
  });
});
