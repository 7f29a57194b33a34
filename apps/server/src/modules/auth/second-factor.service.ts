import QRCode from 'qrcode';
import { MESSAGES, type AccountSecurity, type FactorEnrolment } from '@lastro/domain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { FactorsRepository } from './factors.repository';
import {
  createSecretBox,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  totpUri,
} from './totp';

const S = MESSAGES.security;

export interface FactorAccount {
  id: string;
  email: string;
  accountType: string;
  creditorId: string | null;
}

export interface SecondFactorOptions {
  encryptionKey: string;
  /** Whether the creditor requires its users to hold a factor (its 'exige_segundo_fator' parameter). */
  creditorRequiresFactor: (creditorId: string) => Promise<boolean>;
  /** How many passkeys the account holds: a passkey counts as its second factor. */
  passkeyCount: (accountId: string) => Promise<number>;
}

/** TOTP enrolment, verification (with replay refused) and recovery codes; the policy that requires them. */
export function createSecondFactorService(repo: FactorsRepository, opts: SecondFactorOptions) {
  const box = createSecretBox(opts.encryptionKey);

  const secretOf = (factor: { accountId: string; secretEncrypted: string }) =>
    box.open(factor.secretEncrypted, factor.accountId);

  async function isRequired(account: Pick<FactorAccount, 'accountType' | 'creditorId'>): Promise<boolean> {
    if (account.accountType === 'Backoffice') return repo.requirePlatformFactor();
    return account.creditorId ? opts.creditorRequiresFactor(account.creditorId) : false;
  }

  /** The factors that can complete the account's sign-in (TOTP with its recovery codes, passkeys). */
  async function factorsOf(accountId: string): Promise<Array<'totp' | 'passkey'>> {
    const [totp, passkey] = await Promise.all([
      repo.findFactor(accountId).then((f) => Boolean(f?.confirmedAt)),
      opts.passkeyCount(accountId).then((n) => n > 0),
    ]);
    return [...(totp ? (['totp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
  }

  async function hasFactor(accountId: string): Promise<boolean> {
    return (await factorsOf(accountId)).length > 0;
  }

  async function status(account: FactorAccount): Promise<AccountSecurity> {
    const [factor, passkeys] = await Promise.all([repo.findFactor(account.id), opts.passkeyCount(account.id)]);
    const enrolled = Boolean(factor?.confirmedAt);
    return {
      second_factor: {
        enrolled,
        enrolled_at: factor?.confirmedAt?.toISOString() ?? null,
        recovery_codes_left: enrolled ? await repo.recoveryCodesLeft(account.id) : 0,
        passkeys,
      },
      required: await isRequired(account),
    };
  }

  /** A new secret, kept encrypted until its first code confirms it. */
  async function startEnrolment(account: Pick<FactorAccount, 'id' | 'email'>): Promise<FactorEnrolment> {
    const secret = newTotpSecret();
    if (!(await repo.savePending(account.id, box.seal(secret, account.id))))
      throw new AppError(409, S.alreadyEnrolled);
    const uri = totpUri(secret, account.email);
    return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
  }

  /** Confirms the pending secret with a code; answers the recovery codes, shown this once. */
  async function confirmEnrolment(accountId: string, code: string): Promise<string[]> {
    const factor = await repo.findFactor(accountId);
    if (!factor) throw badRequest(S.enrolmentNotStarted);
    if (factor.confirmedAt) throw new AppError(409, S.alreadyEnrolled);
    const step = isTotpCode(code) ? totpStep(secretOf(factor), code.replace(/\s/g, '')) : null;
    if (step === null) throw badRequest(S.codeInvalid);
    const codes = newRecoveryCodes();
    if (!(await repo.confirm(accountId, step, codes.map(hashRecoveryCode))))
      throw new AppError(409, S.alreadyEnrolled);
    return codes;
  }

  /** Which kind of code was right and unused (it is spent), or null. */
  async function verify(accountId: string, code: string): Promise<'code' | 'recovery_code' | null> {
    const factor = await repo.findFactor(accountId);
    if (!factor?.confirmedAt) return null;
    if (!isTotpCode(code))
      return (await repo.useRecoveryCode(accountId, hashRecoveryCode(code))) ? 'recovery_code' : null;
    const step = totpStep(secretOf(factor), code.replace(/\s/g, ''));
    return step !== null && (await repo.acceptStep(accountId, step)) ? 'code' : null;
  }

  /** An administrator's reset: the factor and its codes go; the caller ends the sessions. */
  async function reset(accountId: string): Promise<void> {
    if (!(await repo.accountExists(accountId))) throw notFound();
    await repo.remove(accountId);
  }

  async function userFactor(accountId: string) {
    if (!(await repo.accountExists(accountId))) throw notFound();
    const factor = await repo.findFactor(accountId);
    return {
      enrolled: Boolean(factor?.confirmedAt),
      enrolled_at: factor?.confirmedAt?.toISOString() ?? null,
    };
  }

  return {
    isRequired,
    factorsOf,
    hasFactor,
    status,
    startEnrolment,
    confirmEnrolment,
    verify,
    reset,
    userFactor,
    policy: async () => ({ require_platform_factor: await repo.requirePlatformFactor() }),
    setPolicy: (value: boolean) => repo.setRequirePlatformFactor(value),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
