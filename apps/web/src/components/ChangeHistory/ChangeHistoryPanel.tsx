import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  AUDIT_ACTION_LABELS,
  formatDateTime,
  MESSAGES,
  type AuditAction,
  type AuditEventResponse,
} from '@lastro/domain';
import { api, type ListResult } from '../../lib/api';

const M = MESSAGES.audit;
/** A record's history shows its latest events; 'Auditoria' has the rest. */
const HISTORY_EVENTS = 50;

export interface ChangeHistoryProps {
  /** As the API names it: 'creditors', 'merchants', 'users', 'domains/profiles', 'deals'. */
  entity: string;
  entityId: string | number;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One event's fields, before → after; an event with no fields (a generic one) shows its request's. */
function FieldChanges({ event }: { event: AuditEventResponse }) {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!keys.length) return null;
  return (
    <Table size="small" aria-label={M.changesColumn}>
      <TableHead>
        <TableRow>
          <TableCell>{M.fieldColumn}</TableCell>
          <TableCell>{M.beforeColumn}</TableCell>
          <TableCell>{M.afterColumn}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key}>
            <TableCell>{key}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{event.before ? shown(before[key]) : '—'}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shown(after[key])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** 'Histórico de alterações': a record's own audit events, newest first, each with its fields before → after. */
export function ChangeHistoryPanel({ entity, entityId }: ChangeHistoryProps) {
  const query = useQuery({
    queryKey: ['audit', 'history', entity, String(entityId)],
    queryFn: () =>
      api.get<ListResult<AuditEventResponse>>('general', 'audit/events', {
        query: { entity, entity_id: String(entityId), limit: HISTORY_EVENTS },
      }),
  });
  if (query.isPending) return <CircularProgress size={24} aria-label={M.historyTitle} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const events = query.data.results;
  if (!events.length) return <Typography color="text.secondary">{M.historyEmpty}</Typography>;
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => (
        <Box component="li" key={event.id}>
          <Typography variant="subtitle2">
            {formatDateTime(event.occurred_at)} ·{' '}
            {event.account_name ?? event.account_email ?? M.unknownPerson} ·{' '}
            {AUDIT_ACTION_LABELS[event.action as AuditAction] ?? event.action}
          </Typography>
          <FieldChanges event={event} />
        </Box>
      ))}
    </Stack>
  );
}
