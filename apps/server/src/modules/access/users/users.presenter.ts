import { MESSAGES, userResponseSchema, type User } from '@lastro/domain';
import type { UserRow } from './users.repository';

const M = MESSAGES.access;

/**
 * A user IS an account: `id` and `account_id` are the same account id. The list shape of
 * the spec (status 'Ativo', profile_description, conta_principal) plus what the screens need.
 */
export function presentUser({ account: a, profileDescription }: UserRow): User {
  return {
    id: a.id,
    account_id: a.id,
    name: a.name,
    email: a.email,
    phone_number: a.phoneNumber,
    profile_id: a.profileId,
    profile_description: profileDescription ?? null,
    status: a.status === 'ativo' ? M.statusActive : a.status === 'inativo' ? M.statusInactive : a.status,
    active: a.status === 'ativo',
    locked: a.lockedAt != null,
    invite_pending: a.passwordHash == null,
    conta_principal: !a.isSecondary,
    account_type: a.accountType,
    creditor_id: a.creditorId,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt?.toISOString() ?? null,
  };
}

export const userOut = userResponseSchema;
