import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@lastro/domain';
import { ApiError } from '../../lib/api';
import { BackButton } from '../BackButton/BackButton';
import { NoAccess } from '../NoAccess/NoAccess';
import { PageHeader } from '../PageHeader/PageHeader';

/** What the frame reads of the record's query (a react-query result fits). */
export interface EditRecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export interface EditFrameProps<T> {
  /** Where 'Voltar' goes. */
  back: string;
  /** The page title; a function gets the record once it is loaded. */
  title: ReactNode | ((record: T | undefined) => ReactNode);
  query: EditRecordQuery<T>;
  /** The address names no valid record: not found, without waiting for a call that is never made. */
  missing?: boolean;
  /** False shows the no-access view instead of the record. */
  allowed?: boolean;
  /** Something the page needs first (e.g. the permissions) is still loading. */
  loading?: boolean;
  children: (record: T) => ReactNode;
}

const NOT_FOUND = 404;

/** The frame of an edit screen: back button, title, and the loading, error, not-found and no-access states. */
export function EditFrame<T>({
  back,
  title,
  query,
  missing = false,
  allowed = true,
  loading = false,
  children,
}: EditFrameProps<T>) {
  const record = missing ? undefined : query.data;
  let body: ReactNode;
  if (loading) body = <LinearProgress aria-label={MESSAGES.common.loading} />;
  else if (!allowed) body = <NoAccess />;
  else if (missing) body = <Alert severity="warning">{MESSAGES.errors.notFound}</Alert>;
  else if (query.isPending) body = <LinearProgress aria-label={MESSAGES.common.loading} />;
  else if (query.isError && !(query.error instanceof ApiError && query.error.status === NOT_FOUND))
    body = <Alert severity="error">{query.error?.message ?? MESSAGES.common.genericError}</Alert>;
  else if (record === undefined || record === null)
    body = <Alert severity="warning">{MESSAGES.errors.notFound}</Alert>;
  else body = children(record);

  return (
    <Stack spacing={2}>
      <div>
        <BackButton to={back} />
      </div>
      <PageHeader title={typeof title === 'function' ? title(allowed ? record : undefined) : title} />
      {body}
    </Stack>
  );
}
