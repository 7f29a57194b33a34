import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, MESSAGES, type BankItem } from '@lastro/domain';
import { ChainFields } from './ChainStep';

const S = MESSAGES.reconciliationScreens;
const K = S.chain;
const C = MESSAGES.common;

/** The drawer's footer 'Conciliação' (spec 4 §2.5): how the bank item was matched, when and by whom, or its suggestion. */
export function ConciliationFooter({ bankItem }: { bankItem: BankItem | null }) {
  const match = bankItem?.match;
  const fields = match
    ? [
        { label: K.kind, value: S.matchType[match.kind] },
        { label: K.at, value: formatDateTime(match.at) },
        { label: K.by, value: match.by_name ?? S.list.system },
        ...(match.justification ? [{ label: K.justification, value: match.justification }] : []),
      ]
    : bankItem?.suggestion
      ? [
          { label: K.kind, value: S.matchType.sugerida },
          { label: K.at, value: C.empty },
          { label: K.by, value: S.list.system },
        ]
      : [];
  return (
    <Box component="section" aria-label={K.conciliation} sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {K.conciliation}
      </Typography>
      {fields.length ? <ChainFields fields={fields} /> : <Typography variant="body2" color="text.secondary">{K.notConciliated}</Typography>}
    </Box>
  );
}
