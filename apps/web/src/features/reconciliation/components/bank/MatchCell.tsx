import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDate, formatDateTime, MESSAGES } from '@lastro/domain';
import type { BankItem } from '../../api/bank';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;

export type MatchKind = 'automatica' | 'manual' | 'sugerida';

/** The item's 'Conciliação': its active match's kind, else its pending suggestion, else none. */
export const matchKindOf = (item: Pick<BankItem, 'match' | 'suggestion'>): MatchKind | null =>
  item.match ? item.match.kind : item.suggestion ? 'sugerida' : null;

/** 'Conciliado por {nome} em {data hora}' plus ': {justificativa}' (spec 4 §2.2). */
export const matchedByText = (match: NonNullable<BankItem['match']>) => B.matchedBy(match.by_name ?? S.list.system, formatDateTime(match.at), match.justification);

/** 'Crédito sugerido: {DD/MM/AAAA} · {descrição} · {R$} (diferença {R$})'. */
export const suggestedLineText = (s: NonNullable<BankItem['suggestion']>) =>
  B.suggestedLine(formatDate(s.line.posted_date), s.line.description, formatCurrency(s.line.amount), formatCurrency(s.difference));

/** The chip: 'Automática' outlined, 'Manual' filled (who, when, why in its tooltip), 'Sugerida' info. */
export function MatchChip({ item }: { item: Pick<BankItem, 'match' | 'suggestion'> }) {
  const kind = matchKindOf(item);
  if (!kind) return <>{MESSAGES.common.empty}</>;
  const title = item.match?.kind === 'manual' ? matchedByText(item.match) : kind === 'sugerida' ? B.suggestedTooltip : B.automaticTooltip;
  return (
    <Tooltip title={title} describeChild>
      <Chip
        size="small"
        tabIndex={0}
        label={S.matchType[kind]}
        variant={kind === 'automatica' ? 'outlined' : 'filled'}
        color={kind === 'sugerida' ? 'info' : 'default'}
      />
    </Tooltip>
  );
}

export interface MatchCellProps {
  item: BankItem;
  /** Confirm or reject the suggestion; absent without edit on conciliacao_bancaria. */
  onDecide?: (item: BankItem, decision: 'confirm' | 'reject') => void;
  busy?: boolean;
}

/** The column 'Conciliação': the chip; for 'Sugerida' the suggested line and 'Confirmar' / 'Rejeitar'. */
export function MatchCell({ item, onDecide, busy = false }: MatchCellProps) {
  const s = item.suggestion;
  const where = `${formatDate(item.date)}`;
  return (
    <Box sx={{ minWidth: s ? 260 : undefined }}>
      <MatchChip item={item} />
      {s && !item.match && (
        <>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {suggestedLineText(s)}
          </Typography>
          {onDecide && (
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }} onClick={(event) => event.stopPropagation()}>
              <Button size="small" variant="outlined" disabled={busy} onClick={() => onDecide(item, 'confirm')} aria-label={B.suggestionAction(B.confirm, where, item.acquirer.name)}>
                {B.confirm}
              </Button>
              <Button size="small" color="inherit" disabled={busy} onClick={() => onDecide(item, 'reject')} aria-label={B.suggestionAction(B.reject, where, item.acquirer.name)}>
                {B.reject}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
