import { useMemo } from 'react';
import { MESSAGES } from '@lastro/domain';
import { useAcquirers } from '../../../lib/reference/useAcquirers';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { useAccountOptions } from './accounts';
import { ALL, UNIDENTIFIED_ACQUIRER, useCompanyOptions } from './item-query';

const S = MESSAGES.reconciliationScreens;

/**
 * The options of the item screens' pickers ('Fornecedor', 'Empresa', 'Conta', 'Credenciadora')
 * and whether a creditor user has no company to reconcile (spec 4 §2.2 item 7). An administrator's
 * companies and accounts are one creditor's: asked for once a 'Fornecedor' is chosen.
 */
export function useItemPickers(isAdmin: boolean, creditorFilter: string, options: { unidentified?: boolean } = {}) {
  const creditorId = creditorFilter === ALL || creditorFilter === '' ? null : creditorFilter;
  const scoped = !isAdmin || creditorId !== null;
  const creditorsQuery = useCreditors(undefined, isAdmin);
  const accountsQuery = useAccountOptions(creditorId, scoped);
  const companiesQuery = useCompanyOptions(creditorId, scoped);
  const acquirersQuery = useAcquirers();
  const unidentified = options.unidentified ?? false;
  return useMemo(() => {
    const acquirers = (acquirersQuery.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.acquirer_name, document: a.document_number }));
    return {
      creditors: (creditorsQuery.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })),
      accounts: (accountsQuery.data ?? []).map((a) => ({ value: a.id, label: a.label })),
      companies: companiesQuery.data ?? [],
      acquirers: unidentified ? [...acquirers, { value: UNIDENTIFIED_ACQUIRER, label: S.list.unidentified, document: '' }] : acquirers,
      /** The acquirer filter's value of an acquirer named by its CNPJ (null: 'Não identificada'). */
      acquirerIdOf: (document: string | null) => (document === null ? UNIDENTIFIED_ACQUIRER : (acquirers.find((a) => a.document === document)?.value ?? null)),
      noCompany: !isAdmin && accountsQuery.data !== undefined && accountsQuery.data.length === 0,
      /** A creditor user's lists wait for its accounts: with none, they are never asked for. */
      ready: isAdmin || accountsQuery.data !== undefined || accountsQuery.isError,
    };
  }, [acquirersQuery.data, creditorsQuery.data, accountsQuery.data, accountsQuery.isError, companiesQuery.data, unidentified, isAdmin]);
}
