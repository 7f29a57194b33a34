import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationAccount, ReconciliationCompany, ReconciliationCompanyDetail } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';

/** The tab 'Empresas' filters as the address keeps them ('todos' and '' are no filter). */
export type CompanyFilters = { creditor_id: string; q: string; kind: string; active: string };
export const ALL = 'todos';
const companiesKey = ['reconciliation', 'companies'] as const;
const queryOf = (filters: CompanyFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== ALL));

/** GET reconciliation/companies (spec 4 §8 'account'). */
export function useCompanies(filters: CompanyFilters, paging: ListParams) {
  return useQuery({
    queryKey: [...companiesKey, 'list', filters, paging],
    queryFn: ({ signal }) => api.get<ListResult<ReconciliationCompany>>('reconciliation', 'reconciliation/companies', { query: { ...queryOf(filters), ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET reconciliation/companies/{id}: the company with its accounts and aliases. */
export function useCompany(id: string) {
  return useQuery({
    queryKey: [...companiesKey, 'detail', id],
    queryFn: () => api.get<ReconciliationCompanyDetail>('reconciliation', `reconciliation/companies/${encodeURIComponent(id)}`),
    enabled: Boolean(id),
  });
}

/** GET reconciliation/companies/export: a job; the file arrives as a notification. */
export const exportCompanies = (filters: CompanyFilters, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  requestExport('reconciliation', 'reconciliation/companies/export', { ...queryOf(filters), ...grid }, format);

function useCompaniesWrite<V, R>(call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: companiesKey }) });
}

export interface AccountBody {
  bank_code: string;
  agency: string;
  account_number: string;
  account_digit?: string | null;
  account_type: string;
}
export interface CompanyCreateBody {
  creditor_id?: string;
  merchant_id: string;
  account: AccountBody;
  tolerance_amount: string;
  tolerance_days: number;
  start_date: string;
}
export type CompanyPatchBody = Partial<{ active: boolean; tolerance_amount: string; tolerance_days: number; start_date: string; account: AccountBody }>;

/** POST reconciliation/companies: a merchant with the account of its free part. */
export const useAddCompany = () =>
  useCompaniesWrite((body: CompanyCreateBody) => api.post<ReconciliationCompanyDetail>('reconciliation', 'reconciliation/companies', body));

/** PATCH reconciliation/companies/{id}. */
export const usePatchCompany = () =>
  useCompaniesWrite(({ id, ...body }: CompanyPatchBody & { id: string }) =>
    api.patch<ReconciliationCompanyDetail>('reconciliation', `reconciliation/companies/${encodeURIComponent(id)}`, body),
  );

/** DELETE reconciliation/companies/{id} (merchants only). */
export const useRemoveCompany = () =>
  useCompaniesWrite((id: string) => api.delete<{ message: string }>('reconciliation', `reconciliation/companies/${encodeURIComponent(id)}`));

/** PATCH reconciliation/accounts/{id}: 'Conciliar'. */
export const usePatchAccount = () =>
  useCompaniesWrite(({ id, reconcile }: { id: string; reconcile: boolean }) =>
    api.patch<ReconciliationAccount>('reconciliation', `reconciliation/accounts/${encodeURIComponent(id)}`, { reconcile }),
  );

/** DELETE reconciliation/accounts/{id}/aliases/{aliasId}. */
export const useRemoveAlias = () =>
  useCompaniesWrite(({ accountId, aliasId }: { accountId: string; aliasId: string }) =>
    api.delete<{ message: string }>('reconciliation', `reconciliation/accounts/${encodeURIComponent(accountId)}/aliases/${encodeURIComponent(aliasId)}`),
  );
