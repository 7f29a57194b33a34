import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, MESSAGES } from '@lastro/domain';
import { ConfirmDialog, DetailDrawer, ListLoadError, MoneyText, toastApiError, useToast } from '../../../../components';
import { paths } from '../../../../lib/paths';
import { useBankItem, type BankItem } from '../../api/bank';
import { useUndoMatch } from '../../api/matches';
import { ChainStep, stepStateOf, type StepState } from '../items/ChainStep';
import { ItemStatusChip } from '../items/ItemStatusChip';
import { LinesTable, PartsTable } from './BankComposition';
import { UnitBlocks } from './BankUnitChains';
import { accountShort, bankReason } from './bankColumns';
import { matchKindOf, suggestedLineText } from './MatchCell';
import { useSuggestionDecision } from './useSuggestionDecision';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
const B = S.bank;
const C = MESSAGES.common;

export interface BankItemDrawerProps {
  /** The item in the address (`?item={id}`). */
  id: string;
  canEdit: boolean;
  canSeeDivergences: boolean;
  onClose: () => void;
  /** 'Conciliação manual' with this item selected. */
  onManual: (item: BankItem) => void;
}

const settlementState = (item: BankItem): StepState => (Number(item.settled) === 0 ? (Number(item.expected) === 0 ? 'agrees' : 'waiting') : item.see_agenda ? 'differs' : 'agrees');

/**
 * 'Detalhe do pagamento' (spec 4 §2.5) as GET bank/{id} tells it: the URs and effects behind the
 * Previsto, the settlements behind the Liquidado, the credit in the bank (its lines or the
 * suggestion), and the footer 'Conciliação' with what the user may do.
 */
export function BankItemDrawer({ id, canEdit, canSeeDivergences, onClose, onManual }: BankItemDrawerProps) {
  const detail = useBankItem(id);
  const toast = useToast();
  const undo = useUndoMatch();
  const suggestion = useSuggestionDecision();
  const [undoing, setUndoing] = useState(false);
  const d = detail.data;
  const item = d?.item;
  const kind = item ? matchKindOf(item) : null;

  const footer = item && (
    <Stack spacing={1} sx={{ width: '100%' }} component="section" aria-label={B.footerTitle}>
      <Typography variant="subtitle1" component="h3">
        {B.footerTitle}
      </Typography>
      <Grid container spacing={2}>
        <Field label={B.type}>{kind ? S.matchType[kind] : C.empty}</Field>
        <Field label={B.at}>{item.match ? formatDateTime(item.match.at) : C.empty}</Field>
        <Field label={B.by}>{item.match ? (item.match.by_name ?? S.list.system) : C.empty}</Field>
        {item.match?.justification && <Field label={B.justification}>{item.match.justification}</Field>}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {canEdit && item.suggestion && !item.match && (
          <>
            <Button variant="contained" disabled={suggestion.busy} onClick={() => void suggestion.decide(item, 'confirm')}>
              {B.confirm}
            </Button>
            <Button variant="outlined" disabled={suggestion.busy} onClick={() => void suggestion.decide(item, 'reject')}>
              {B.reject}
            </Button>
          </>
        )}
        {canEdit && !item.match && (Number(item.settled) > 0 || Number(item.credited) > 0) && (
          <Button variant="outlined" onClick={() => onManual(item)}>
            {B.manualMatch}
          </Button>
        )}
        {canEdit && item.match?.kind === 'manual' && (
          <Button variant="outlined" color="error" onClick={() => setUndoing(true)}>
            {B.undo}
          </Button>
        )}
        {canSeeDivergences && (
          <Button component={RouterLink} to={`${paths.conciliationConsult.root.path}?item_id=${encodeURIComponent(item.id)}`}>
            {B.seeDivergences}
          </Button>
        )}
      </Stack>
    </Stack>
  );

  return (
    <DetailDrawer open title={B.drawerTitle} onClose={onClose} footer={footer}>
      {detail.isError && <ListLoadError onRetry={() => void detail.refetch()} />}
      {!d && !detail.isError && <Skeleton variant="rectangular" height={240} />}
      {d && item && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <ItemStatusChip status={item.status} />
            <Typography variant="body2" color="text.secondary">
              {`${formatDate(item.date)} · ${item.acquirer.name} · ${accountShort(item.account.label)}`}
            </Typography>
          </Stack>
          <ChainStep
            title={A.stepUr}
            state={d.chains.length ? 'agrees' : 'waiting'}
            fields={[
              { label: S.list.acquirer, value: item.acquirer.name },
              { label: B.date, value: formatDate(item.date) },
              { label: B.expected, value: <MoneyText value={item.expected} /> },
            ]}
          >
            <Box sx={{ mt: 1 }}>
              <UnitBlocks chains={d.chains} more={d.more_units} step="ur" />
            </Box>
          </ChainStep>
          <ChainStep
            title={A.stepEffects}
            state={d.expected.length ? 'agrees' : 'waiting'}
            fields={[
              { label: S.list.supplier, value: item.creditor_name },
              { label: A.settlementAccount, value: accountShort(item.account.label) },
            ]}
          >
            <Stack spacing={2} sx={{ mt: 1 }}>
              <UnitBlocks chains={d.chains} more={d.more_units} step="effects" />
              <PartsTable title={B.expectedList} dateHeader={B.settlementDate} parts={d.expected} />
            </Stack>
          </ChainStep>
          <ChainStep
            title={A.stepSettlement}
            state={settlementState(item)}
            fields={[
              { label: B.settled, value: <MoneyText value={item.settled} /> },
              { label: B.diffSettled, value: <MoneyText value={item.diff_settled} /> },
            ]}
          >
            <Stack spacing={2} sx={{ mt: 1 }}>
              <UnitBlocks chains={d.chains} more={d.more_units} step="settlement" />
              <PartsTable title={B.settledList} dateHeader={B.effectiveDate} parts={d.settled} />
            </Stack>
          </ChainStep>
          <ChainStep
            title={A.stepCredit}
            state={stepStateOf(item.status)}
            fields={[
              { label: S.list.status, value: <ItemStatusChip status={item.status} /> },
              { label: B.credited, value: <MoneyText value={item.credited} /> },
              { label: B.creditedDate, value: item.credited_date ? formatDate(item.credited_date) : C.empty },
              { label: B.diffCredited, value: <MoneyText value={item.diff_credited} /> },
              { label: S.list.reason, value: bankReason(item) },
            ]}
          >
            <Box sx={{ mt: 1 }}>
              {item.suggestion && !item.match ? (
                <Typography variant="body2">{suggestedLineText(item.suggestion)}</Typography>
              ) : (
                <LinesTable title={B.creditedList} lines={d.credited} />
              )}
            </Box>
          </ChainStep>
        </Stack>
      )}
      <ConfirmDialog
        open={undoing}
        title={B.undoTitle}
        description={B.undoText}
        onCancel={() => setUndoing(false)}
        onConfirm={async () => {
          if (!item?.match) return;
          try {
            await undo.mutateAsync(item.match.id);
            toast.success(B.undone);
            setUndoing(false);
          } catch (error) {
            toastApiError(error);
          }
        }}
      />
    </DetailDrawer>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Grid>
  );
}
