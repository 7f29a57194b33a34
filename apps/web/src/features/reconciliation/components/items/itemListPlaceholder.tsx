import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { ListLoadError, TableSkeleton } from '../../../../components';
import { NoCompanyNotice } from './NoCompanyNotice';

export interface ItemListState {
  noCompany: boolean;
  canSeeCompanies: boolean;
  /** Why the filters ask for nothing (the period rule). */
  problems: readonly string[];
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
}

/**
 * What an item list shows instead of its table (spec 4 §2.2 item 7): the notice of a creditor
 * with no company, the filters' problem, the load error with 'Tentar novamente', the skeleton.
 */
export function itemListPlaceholder({ noCompany, canSeeCompanies, problems, query }: ItemListState): ReactNode | undefined {
  if (noCompany) return <NoCompanyNotice canSeeCompanies={canSeeCompanies} />;
  if (problems.length > 0) return <Alert severity="warning">{problems.join(' ')}</Alert>;
  if (query.isError) return <ListLoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) return <TableSkeleton />;
  return undefined;
}
