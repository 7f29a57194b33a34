import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { invitations, mailOutbox } from '../../../db/schema';
import { REDACTED, createMailer, createOutboxRepository } from '../../../integrations/mail';
import { latestInvitationToken, signedInAdmin, uniqueEmail } from '../access.test-helpers';

const I = MESSAGES.invitation;
let t: TestApp;
let admin: string;
let creditorId: string;
let profileId: number;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://lastro.example' });
  admin = (await signedInAdmin(t)).token;
  creditorId = (await createCreditor(t.database.db)).id;
  profileId = (
    await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.relatorios_liquidacao, ['read']]] })
  ).id;
});
afterAll(async () => t?.close());

async function invitedUser() {
  const email = uniqueEmail('convidado');
  const res = await t.as(admin, {
    method: 'POST',
    url: '/api/users',
    payload: { profile_id: profileId, id: creditorId, name: 'Convidado', email, phone_number: '11987654321' },
  });
  expect(res.statusCode).toBe(201);
  const token = await latestInvitationToken(t, admin, email);
  return { email, token: token!, accountId: res.json().account_id as string };
}

const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
const accept = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { password } });

describe('invitation to sign-in', () => {
  it('e-mails a link to the public page; the user sets a password once and signs in', async () => {
    const { email, token } = await invitedUser();
    const mail = (await t.as(admin, { method: 'GET', url: `/api/mail/outbox?to=${encodeURIComponent(email)}` })).json().results[0];
    expect(mail).toMatchObject({ kind: 'invitation', to: email, subject: I.subject, transport: 'outbox' });
    expect(mail.text).toContain(`https://lastro.example/convite?token=${token}`);
    expect(mail.text).toContain('72 horas');

    // Only the hash of the token is stored.
    const stored = await t.database.db.select({ h: invitations.tokenHash }).from(invitations);
    expect(stored.some((r) => r.h === token)).toBe(false);

    const valid = await check(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ email, name: 'Convidado' });

    // Nobody can sign in before accepting: there is no password yet.
    await expect(t.signIn(email, 'Nova@Senha1')).rejects.toThrow(/400/);
    const weak = await accept(token, 'fraca');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.message).toEqual([MESSAGES.auth.passwordRule]);

    const ok = await accept(token, 'Nova@Senha1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email, message: I.accepted });
    const session = await t.signIn(email, 'Nova@Senha1');
    const perms = (await t.as(session, { method: 'GET', url: '/api/profile' })).json();
    expect(perms).toEqual([{ resource_slug: 'relatorios_liquidacao', permitions: ['read'] }]);

    const reused = await accept(token, 'Outra@Senha2');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().errors.message).toEqual([I.invalid]);
    expect((await check(token)).statusCode).toBe(404);
    await t.signIn(email, 'Nova@Senha1');
  });

  it('refuses expired links, links of inactivated users and anything that is not a token', async () => {
    const expired = await invitedUser();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.accountId, expired.accountId));
    expect((await check(expired.token)).statusCode).toBe(404);
    expect((await accept(expired.token, 'Nova@Senha1')).statusCode).toBe(404);

    const inactivated = await invitedUser();
    await t.as(admin, { method: 'PATCH', url: `/api/accounts/${inactivated.accountId}`, payload: { status: 'inativo' } });
    expect((await accept(inactivated.token, 'Nova@Senha1')).statusCode).toBe(404);

    expect((await check('nao-e-um-token')).json()).toEqual({ errors: { message: [I.invalid] } });
    expect((await check('x'.repeat(43))).statusCode).toBe(404);
  });

  it('accepting a new invitation ends the sessions the account already had', async () => {
    const acc = await createAccount(t.database.db, { type: 'Creditor', creditorId, profileId });
    const before = await t.signIn(acc.email, 'Senha@Forte1');
    await t.as(admin, { method: 'POST', url: '/api/accounts/send-token', payload: { email: acc.email } });
    const token = await latestInvitationToken(t, admin, acc.email);
    expect((await accept(token!, 'Trocada@Senha3')).statusCode).toBe(200);
    expect((await t.as(before, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    await expect(t.signIn(acc.email, 'Senha@Forte1')).rejects.toThrow(/400/);
    await t.signIn(acc.email, 'Trocada@Senha3');
  });
});

describe('mail providers', () => {
  it('with SMTP, sends the message and blanks the secret in the stored copy', async () => {
    const delivered: { to: string; text: string; from: string }[] = [];
    const mailer = createMailer(createOutboxRepository(t.database.db), {
      mailFrom: 'Lastro <no-reply@lastro.dev>',
      transport: { deliver: async (m) => void delivered.push(m) },
    });
    expect(mailer.transport).toBe('smtp');
    const to = uniqueEmail('smtp');
    await mailer.send({ kind: 'invitation', to, subject: 'Assunto', text: 'link ?token=SEGREDO123 fim', secret: 'SEGREDO123' });
    expect(delivered).toEqual([{ from: 'Lastro <no-reply@lastro.dev>', to, subject: 'Assunto', text: 'link ?token=SEGREDO123 fim' }]);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(row).toMatchObject({ transport: 'smtp', textBody: `link ?token=${REDACTED} fim`, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a failed delivery with its error, without failing the caller', async () => {
    const mailer = createMailer(createOutboxRepository(t.database.db), {
      mailFrom: 'x@y.z',
      transport: {
        deliver: async () => {
          throw new Error('connection refused');
        },
      },
    });
    const to = uniqueEmail('falha');
    await mailer.send({ kind: 'invitation', to, subject: 'Assunto', text: 'corpo' });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(row).toMatchObject({ sentAt: null, error: 'connection refused', textBody: 'corpo' });
  });
});
