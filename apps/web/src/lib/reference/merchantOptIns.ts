import { useMutation } from '@tanstack/react-query';
import type { MerchantOptIn, OptInInput } from '@lastro/domain';
import { api, ApiError } from '../api';

/*
 * The merchants module's opt-in calls (server: /api/merchants/:id/optins). They sit here, beside
 * merchantLookup, because the schedule query screen uses them and a feature never imports another.
 * The server answers at once (the registry decides later, and tells it by an event): these
 * follow the opt-in until the registry has decided, so the screen shows the outcome.
 */

const POLL_MS = 400;
/** A registry that has not decided after this long: the screen says what it knows ('solicitado'). */
const POLL_LIMIT_MS = 30_000;

const listOptIns = (merchantId: string) =>
  api.get<{ results: MerchantOptIn[] }>('merchant', `merchants/${merchantId}/optins`).then((r) => r.results);

/** The opt-in once `decided` says so (or as it stands when the registry takes too long). */
async function followOptIn(merchantId: string, first: MerchantOptIn, decided: (o: MerchantOptIn) => boolean): Promise<MerchantOptIn> {
  const deadline = Date.now() + POLL_LIMIT_MS;
  let current = first;
  while (!decided(current) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    current = (await listOptIns(merchantId)).find((o) => o.id === first.id) ?? current;
  }
  if (current.status === 'rejeitado') throw new ApiError(400, current.error_message ? [current.error_message] : []);
  return current;
}

/** POST merchants/{id}/optins: an administrator registers an opt-in at the registry by hand. */
export const registerOptIn = async (merchantId: string, input: OptInInput) =>
  followOptIn(merchantId, await api.post<MerchantOptIn>('merchant', `merchants/${merchantId}/optins`, input), (o) => o.status !== 'solicitado');

export function useRegisterOptIn(merchantId: string) {
  return useMutation({ mutationFn: (input: OptInInput) => registerOptIn(merchantId, input) });
}

/** DELETE merchants/{id}/optins?creditor_id=: an administrator ends the creditor's active opt-in at the registry. */
export const registerOptOut = async (merchantId: string, creditorId: string) =>
  followOptIn(
    merchantId,
    await api.delete<MerchantOptIn>('merchant', `merchants/${merchantId}/optins`, { query: { creditor_id: creditorId } }),
    (o) => o.status !== 'ativo',
  );

export function useRegisterOptOut(merchantId: string) {
  return useMutation({ mutationFn: (creditorId: string) => registerOptOut(merchantId, creditorId) });
}
