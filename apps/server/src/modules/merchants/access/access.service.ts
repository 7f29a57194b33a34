import { MESSAGES, type AccessCheck, type MerchantAccessAccount } from '@lastro/domain';
import { notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import type { AuthContext } from '../../../plugins/route-auth';
import type { MerchantRow } from '../merchants.repository';
import type { AccessAccountRow, AccessRepository } from './access.repository';

const M = MESSAGES.merchants;

const check = (date: Date | null, address: string | null): AccessCheck => ({ date: date?.toISOString() ?? null, address });

export function toAccessReply(a: AccessAccountRow, now = Date.now()): MerchantAccessAccount {
  return {
    id: a.id,
    name: a.fullName,
    email: a.email,
    phone_number: a.phoneNumber,
    checked_email: check(a.checkedEmailDate, a.checkedEmailAddress),
    checked_phone_number: check(a.checkedPhoneNumberDate, a.checkedPhoneNumberAddress),
    checked_term_partnership: check(a.checkedTermPartnershipDate, a.checkedTermPartnershipAddress),
    checked_term_policy: check(a.checkedTermPolicyDate, a.checkedTermPolicyAddress),
    checked_selfie: check(a.checkedSelfieDate, a.checkedSelfieAddress),
    locked: Boolean(a.lockedUntil && a.lockedUntil.getTime() > now),
    created_at: a.createdAt.toISOString(),
  };
}

export interface AccessDeps {
  visible(auth: AuthContext, id: string): Promise<MerchantRow>;
}

/** 'Dados de acesso': the merchant's access accounts with every recorded step, and the administrator's actions on them. */
export function createAccessService(repo: AccessRepository, deps: AccessDeps) {
  return {
    async list(auth: AuthContext, merchantId: string) {
      const merchant = await deps.visible(auth, merchantId);
      return { merchant, accounts: (await repo.list(merchant.id)).map((a) => toAccessReply(a)) };
    },

    async changePassword(auth: AuthContext, merchantId: string, input: { newPassword: string; email: string }) {
      const merchant = await deps.visible(auth, merchantId);
      if (!(await repo.setPassword(merchant.id, input.email, await hashPassword(input.newPassword)))) throw notFound(M.accountNotFound);
      return { message: M.passwordChanged };
    },

    async unlock(auth: AuthContext, merchantId: string, email: string) {
      const merchant = await deps.visible(auth, merchantId);
      if (!(await repo.unlock(merchant.id, email))) throw notFound(M.accountNotFound);
      return { message: M.unlocked };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
