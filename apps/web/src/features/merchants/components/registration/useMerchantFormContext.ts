import { useMemo, useState } from 'react';
import { useCreditors } from '../../../../lib/reference/useCreditors';
import { usePermissions } from '../../../../lib/permissions';
import { useSession } from '../../../../lib/session';
import { useCreditorProfile } from '../../api/get-merchant';

/**
 * What the merchant form needs around it: the provider options (admins pick; a creditor user is
 * fixed to its own creditor) and the chosen creditor's partner type.
 */
export function useMerchantFormContext(initialCreditorId?: string) {
  const session = useSession();
  const { isAdmin } = usePermissions();
  const fixedCreditorId = isAdmin ? null : (session?.user.personId ?? null);
  const [creditorId, setCreditorId] = useState(initialCreditorId ?? fixedCreditorId ?? '');
  const creditorsQuery = useCreditors(undefined, isAdmin);
  const profile = useCreditorProfile(creditorId);
  const creditors = useMemo(() => {
    const all = (creditorsQuery.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name }));
    // A creditor user sees only its own, by the name the profile answered.
    if (!isAdmin && profile.data) return [{ value: profile.data.creditor_id, label: profile.data.company_name }];
    // The picker offers active creditors only; a merchant kept under an inactive one still shows it.
    const current = profile.data;
    if (current && !all.some((c) => c.value === current.creditor_id)) return [...all, { value: current.creditor_id, label: current.company_name }];
    return all;
  }, [creditorsQuery.data, isAdmin, profile.data]);
  return { isAdmin, fixedCreditorId, creditorId, setCreditorId, creditors, partnerType: profile.data?.partnerType };
}
