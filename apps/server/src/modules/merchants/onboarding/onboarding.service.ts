import { randomInt } from 'node:crypto';
import { MESSAGES, addDays, formatPhone, type OnboardingState, type OnboardingStep } from '@lastro/domain';
import type { Mailer } from '../../../integrations/mail';
import type { SmsSender } from '../../../integrations/sms';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import type { AuthContext } from '../../../plugins/route-auth';
import type { PreparedDocument } from '../documents/documents.service';
import type { MerchantRow } from '../merchants.repository';
import { STEP_COLUMNS, type MerchantAccountRow, type OnboardingRepository, type StepName } from './onboarding.repository';

const M = MESSAGES.merchants;

export const ONBOARDING_LINK_TTL_DAYS = 7;
export const CODE_TTL_MINUTES = 10;
/** Wrong codes tolerated before the code is spent and a new one must be asked for. */
export const CODE_MAX_ATTEMPTS = 5;

// The account id salts the 6-digit code: equal codes of two accounts never share a hash.
const codeHash = (accountId: string, code: string) => hashToken(`${accountId}:${code}`);

const STEP_ORDER: readonly OnboardingStep[] = ['email', 'phone', 'partnership', 'policy', 'selfie'];

const stepsOf = (a: MerchantAccountRow): OnboardingState['steps'] => ({
  email: Boolean(a.checkedEmailDate),
  phone: Boolean(a.checkedPhoneNumberDate),
  partnership: Boolean(a.checkedTermPartnershipDate),
  policy: Boolean(a.checkedTermPolicyDate),
  selfie: Boolean(a.checkedSelfieDate),
});

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'*'.repeat(Math.max(1, user.length - 2))}@${domain}`;
}

function maskPhone(phone: string): string {
  const shown = formatPhone(phone);
  // Keeps the area code and the last four digits: the owner recognises it, nobody else learns it.
  return shown.replace(/\d(?=[\d-]*\d{4}$)/g, (d, at: number) => (at < 4 ? d : '*'));
}

export interface OnboardingDeps {
  merchants: { visible(auth: AuthContext | null, id: string): Promise<MerchantRow>; activeOptIn(row: MerchantRow): Promise<boolean> };
  creditorName(creditorId: string): Promise<string>;
  /** The optins service's register (the registry's outcome; a refusal throws its 4xx). */
  registerOptIn(merchantId: string, input: { creditor_id: string; signature_date: string; start_date: string; end_date: string }): Promise<unknown>;
  /** The registry's date, 'YYYY-MM-DD' (opt-ins are dated by it). */
  today(): Promise<string>;
  mailer: Mailer;
  sms: SmsSender;
  /** The documents' files: the selfie becomes the merchant's Selfie document. */
  documents: { prepareSelfie(merchantId: string, picture: Buffer): Promise<PreparedDocument>; discardFile(key: string): Promise<void> };
  publicUrl: string;
  ttlDays?: number;
}

export function createOnboardingService(repo: OnboardingRepository, deps: OnboardingDeps) {
  const ttlDays = deps.ttlDays ?? ONBOARDING_LINK_TTL_DAYS;

  async function accountOf(merchant: MerchantRow): Promise<MerchantAccountRow> {
    if (!merchant.contactEmail && !merchant.leadAccountId) throw badRequest(M.onboardingNoEmail);
    return repo.leadAccount(merchant, {
      fullName: merchant.contactName ?? merchant.tradingName,
      email: merchant.contactEmail ?? '',
      phoneNumber: merchant.phoneNumber,
    });
  }

  /** Issues a one-time link for the merchant's lead account (replacing earlier ones); the token exists only in the link. */
  async function issue(merchant: MerchantRow, by: string | null) {
    const account = await accountOf(merchant);
    const token = newToken();
    await repo.replaceLink({
      merchantId: merchant.id,
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
      createdBy: by,
    });
    const link = `${deps.publicUrl.replace(/\/$/, '')}/cadastro?token=${token}`;
    return { link, token, account };
  }

  async function mailLink(merchant: MerchantRow, issued: Awaited<ReturnType<typeof issue>>) {
    await deps.mailer.send({
      kind: 'merchant-onboarding',
      to: issued.account.email,
      subject: M.onboardingMailSubject,
      text: M.onboardingMailBody(issued.account.fullName, await deps.creditorName(merchant.creditorId), issued.link, ttlDays),
      secret: issued.token,
    });
  }

  /** The open link of a token, with its account and merchant, or the Portuguese reason it is not. */
  async function openLink(token: string) {
    const link = /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await repo.link(hashToken(token)) : undefined;
    if (!link) throw notFound(M.linkInvalid);
    if (link.usedAt) throw new AppError(410, M.linkUsed);
    if (link.revokedAt) throw new AppError(410, M.linkReplaced);
    if (link.expiresAt.getTime() <= Date.now()) throw new AppError(410, M.linkExpired);
    const account = await repo.account(link.accountId);
    const merchant = await repo.merchant(link.merchantId);
    if (!account || !merchant) throw notFound(M.linkInvalid);
    return { link, account, merchant };
  }

  /** Steps go in order: each needs the one before it. */
  function assertReady(account: MerchantAccountRow, step: OnboardingStep) {
    const steps = stepsOf(account);
    const before = STEP_ORDER.slice(0, STEP_ORDER.indexOf(step));
    if (before.some((s) => !steps[s])) throw badRequest(M.stepOutOfOrder);
  }

  const done = (account: MerchantAccountRow, step: StepName) => Boolean(account[STEP_COLUMNS[step].date]);

  async function state(token: string): Promise<OnboardingState> {
    const { link, account, merchant } = await openLink(token);
    const phone = account.phoneNumber ?? merchant.phoneNumber;
    return {
      merchant: { trading_name: merchant.tradingName, company_name: merchant.companyName },
      creditor: { company_name: await deps.creditorName(merchant.creditorId) },
      email: maskEmail(account.email),
      phone_number: phone ? maskPhone(phone) : null,
      steps: stepsOf(account),
      finished: Boolean(link.usedAt),
      expires_at: link.expiresAt.toISOString(),
    };
  }


  return {
    /** 'Gerar token': the link for the dialog. */
    async generateToken(auth: AuthContext, merchantId: string) {
      const { link } = await issue(await deps.merchants.visible(auth, merchantId), auth.accountId);
      return { link };
    },

    /** 'Reenviar e-mail': a fresh link e-mailed to the merchant's contact. */
    async resendEmail(auth: AuthContext, merchantId: string) {
      const merchant = await deps.merchants.visible(auth, merchantId);
      await mailLink(merchant, await issue(merchant, auth.accountId));
      return { message: M.emailResent };
    },

    /**
     * The registration service's dependency (POST accounts): a link e-mailed to the new
     * merchant's contact, and returned for the dialog; null when it has no e-mail to send to.
     */
    async issueOnboardingLink(merchantId: string, by: string | null): Promise<string | null> {
      const merchant = await deps.merchants.visible(null, merchantId);
      if (!merchant.contactEmail && !merchant.leadAccountId) return null;
      const issued = await issue(merchant, by);
      await mailLink(merchant, issued);
      return issued.link;
    },

    state,

    async sendCode(token: string, channel: 'email' | 'phone') {
      const { account, merchant } = await openLink(token);
      assertReady(account, channel);
      if (done(account, channel)) return { message: M.stepConfirmed };
      const phone = account.phoneNumber ?? merchant.phoneNumber;
      if (channel === 'phone' && !phone) throw badRequest(M.noPhone);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.saveCode({
        accountId: account.id,
        channel,
        codeHash: codeHash(account.id, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
      });
      if (channel === 'email')
        await deps.mailer.send({
          kind: 'merchant-email-code',
          to: account.email,
          subject: M.emailCodeSubject,
          text: M.emailCodeBody(code, CODE_TTL_MINUTES),
          secret: code,
        });
      else await deps.sms.send({ kind: 'merchant-phone-code', to: phone!, text: M.smsCodeText(code), secret: code });
      return { message: M.codeSent };
    },

    async confirmCode(token: string, channel: 'email' | 'phone', code: string, address: string) {
      const { account, merchant } = await openLink(token);
      const step = channel;
      assertReady(account, step);
      if (done(account, step)) return state(token);
      const sent = await repo.latestCode(account.id, channel);
      if (!sent || sent.confirmedAt) throw badRequest(M.codeNotRequested);
      if (sent.attempts >= CODE_MAX_ATTEMPTS) throw badRequest(M.codeAttemptsExceeded);
      if (sent.expiresAt.getTime() <= Date.now()) throw badRequest(M.codeExpired);
      if (sent.codeHash !== codeHash(account.id, code)) {
        const attempts = await repo.failAttempt(sent.id);
        throw badRequest(attempts >= CODE_MAX_ATTEMPTS ? M.codeAttemptsExceeded : M.codeInvalid);
      }
      await repo.confirmCode(sent.id);
      // The number the code went to is the account's Celular from now on (a lead made before
      // its merchant has none of its own).
      const confirmed = channel === 'phone' ? { phoneNumber: account.phoneNumber ?? merchant.phoneNumber } : {};
      await repo.recordStep(account.id, step, address, confirmed);
      return state(token);
    },

    /** The partnership-agenda term: the merchant's opt-in for its creditor, registered at the registry for a year. */
    async acceptPartnership(token: string, address: string) {
      const { account, merchant } = await openLink(token);
      assertReady(account, 'partnership');
      if (!done(account, 'partnership')) {
        if (!(await deps.merchants.activeOptIn(merchant))) {
          const today = await deps.today();
          await deps.registerOptIn(merchant.id, {
            creditor_id: merchant.creditorId,
            signature_date: today,
            start_date: today,
            end_date: addDays(today, 365),
          });
        }
        await repo.recordStep(account.id, 'partnership', address);
      }
      return state(token);
    },

    async acceptPolicy(token: string, address: string) {
      const { account } = await openLink(token);
      assertReady(account, 'policy');
      await repo.recordStep(account.id, 'policy', address);
      return state(token);
    },

    /**
     * The selfie ends the link: checked and resized like every image, filed as the merchant's
     * Selfie document (pending review in Documentos), the link spent, a pending merchant activated.
     */
    async selfie(token: string, image: Buffer | undefined, address: string): Promise<OnboardingState> {
      const { link, account, merchant } = await openLink(token);
      assertReady(account, 'selfie');
      if (!image) throw badRequest(MESSAGES.validation.unsupportedImageFile);
      const before = await state(token);
      if (!done(account, 'selfie')) {
        const document = await deps.documents.prepareSelfie(merchant.id, image);
        // Two requests at once: the step and its document are recorded once, the other file goes.
        if (!(await repo.recordSelfie(account.id, address, document))) await deps.documents.discardFile(document.fileKey);
      }
      await repo.useLink(link.id);
      await repo.activatePending(merchant.id);
      return { ...before, steps: { ...before.steps, selfie: true }, finished: true };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
