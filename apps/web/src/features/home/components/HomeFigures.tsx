import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, formatCurrency, formatCurrencyCompact } from '@lastro/domain';
import { KpiCards, type KpiCard } from '../../../components';
import { paths } from '../../../lib/paths';
import { useHomeFigures, type HomeFigures as Figures } from '../api/figures';

const M = MESSAGES.homeFigures;

/** A list's address with these filters; an empty value overrides the list's default (e.g. its period). */
const listHref = (path: string, filters: Record<string, string> = {}) => {
  const search = new URLSearchParams(filters).toString();
  return search ? `${path}?${search}` : path;
};

function open(label: string, to: string) {
  return (
    <Link component={RouterLink} to={to} variant="body2" aria-label={`${M.open} ${label}`} sx={{ display: 'inline-block', mt: 1 }}>
      {M.open}
    </Link>
  );
}

/**
 * An amount in full, or compact on a phone ('R$ 1,6 mi'), where two cards share the row and the
 * full amount would break across lines; the hidden one is hidden from screen readers too.
 */
function Amount({ value }: { value: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {formatCurrency(value)}
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {formatCurrencyCompact(Number(value))}
      </Box>
    </>
  );
}

const card = (label: string, value: KpiCard['value'], to: string, hint?: KpiCard['hint']): KpiCard => ({ label, value, hint, action: open(label, to) });

/** The cards of the figures the user may read (null ones are left out), each opening its filtered list. */
export function figureCards(f: Figures): KpiCard[] {
  const cards: KpiCard[] = [];
  const agenda = paths.schedules.root.path;
  if (f.schedule)
    cards.push(card(M.scheduleFree, <Amount value={f.schedule.free} />, agenda), card(M.scheduleCommitted, <Amount value={f.schedule.committed} />, agenda));
  if (f.commitments_awaiting)
    cards.push(card(M.commitmentsAwaiting, f.commitments_awaiting.count, listHref(paths.appointments.root.path, { status: f.commitments_awaiting.statuses.join(',') })));
  if (f.pending_divergences)
    // 'Divergências' opens on the pending ones.
    cards.push(card(M.pendingDivergences, f.pending_divergences.count, paths.conciliationConsult.root.path, formatCurrency(f.pending_divergences.amount)));
  if (f.files_waiting)
    // Waiting files of any date: the period filter emptied (the list's default is the last 30 days).
    cards.push(
      card(M.filesWaiting, f.files_waiting.count, listHref(paths.conciliationExtract.root.path, { status: f.files_waiting.statuses.join(','), received_from: '', received_to: '' })),
    );
  return cards;
}

const LOADING: KpiCard[] = [M.scheduleFree, M.scheduleCommitted, M.commitmentsAwaiting, M.pendingDivergences, M.filesWaiting].map((label) => ({ label, value: undefined }));

/** 'Visão geral': the figures an operator opens the console for (GET home/figures), skeletons while they load. */
export function HomeFigures() {
  const query = useHomeFigures();
  if (query.isError)
    return (
      <Typography role="alert" color="error">
        {M.loadError}
      </Typography>
    );
  const cards = query.data ? figureCards(query.data) : LOADING;
  if (!cards.length) return null;
  return (
    <div>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {M.title}
      </Typography>
      <KpiCards label={M.title} cards={cards} />
    </div>
  );
}
