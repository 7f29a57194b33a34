import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, MESSAGES, type ScheduleItem } from '@lastro/domain';
import { DetailDrawer, ListLoadError, MoneyText } from '../../../../components';
import { useDivergence, useDivergenceHistory, type Divergence } from '../../api/divergences';
import type { DivergenceType } from '../../api/item-query';
import { ItemChain, type ChainStepKey } from '../items/ItemChain';
import { acquirerLabel } from './divergenceColumns';
import { DivergenceStatusChip } from './DivergenceStatusChip';

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const C = MESSAGES.common;

/** The steps of the chain (spec 4 §2.5) each type is about: the drawer opens those and folds the others. */
export const CONCERNED_STEPS: Record<DivergenceType, readonly ChainStepKey[]> = {
  liquidado_diferente: ['effects', 'settlement'],
  pagamento_nao_encontrado: ['effects', 'settlement'],
  credito_diferente: ['settlement', 'credit'],
  credito_nao_encontrado: ['settlement', 'credit'],
  credito_sem_origem: ['credit'],
};

export interface DivergenceDrawerProps {
  /** The divergence in the address (`?item={id}`); null: closed. */
  id: string | null;
  canEdit: boolean;
  onClose: () => void;
  onJustify: (row: Divergence) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Grid>
  );
}

/** 'Detalhe da divergência' (spec 4 §2.6): type, status, the three amounts, the item's chain folded to the steps concerned and 'Histórico', newest first. */
export function DivergenceDrawer({ id, canEdit, onClose, onJustify }: DivergenceDrawerProps) {
  const detail = useDivergence(id);
  const history = useDivergenceHistory(id);
  const d = detail.data;
  return (
    <DetailDrawer
      open={Boolean(id)}
      title={D.drawerTitle}
      onClose={onClose}
      footer={
        canEdit && d?.status === 'pendente' ? (
          <Button variant="contained" onClick={() => onJustify(d)}>
            {D.justify}
          </Button>
        ) : undefined
      }
    >
      {detail.isError && <ListLoadError onRetry={() => void detail.refetch()} />}
      {!d && !detail.isError && <Skeleton variant="rectangular" height={160} />}
      {d && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="p">
              {S.divergenceType[d.type]}
            </Typography>
            <DivergenceStatusChip status={d.status} />
          </Stack>
          <Grid container spacing={2}>
            <Field label={D.expectedColumn}>
              <MoneyText value={d.expected} />
            </Field>
            <Field label={D.foundColumn}>
              <MoneyText value={d.found} />
            </Field>
            <Field label={S.list.difference}>
              <MoneyText value={d.difference} />
            </Field>
            <Field label={D.referenceColumn}>{formatDate(d.reference_date)}</Field>
            <Field label={D.ageColumn}>{D.ageDays(d.age_days)}</Field>
            <Field label={S.list.company}>{d.company?.name ?? C.empty}</Field>
            <Field label={S.list.acquirer}>{acquirerLabel(d.acquirer)}</Field>
            <Field label={S.list.account}>{d.account?.label ?? C.empty}</Field>
            {d.reason_code && <Field label={S.list.reason}>{S.divergenceReason[d.reason_code]}</Field>}
            {d.justification && <Field label={D.justificationField}>{d.justification}</Field>}
          </Grid>
          {d.item && (
            <ItemChain
              chain={d.chain}
              item={d.item_kind === 'agenda' ? (d.item as ScheduleItem) : null}
              bankItem={d.bank_item}
              credited={d.credited}
              concerned={CONCERNED_STEPS[d.type]}
            />
          )}
          <Box component="section" aria-label={D.history}>
            <Typography variant="subtitle1" component="h3">
              {D.history}
            </Typography>
            {history.isError && <ListLoadError onRetry={() => void history.refetch()} />}
            {!history.data && !history.isError && <Skeleton variant="rectangular" height={80} />}
            <List dense>
              {(history.data ?? []).map((event) => (
                <ListItem key={event.id} disableGutters divider>
                  <ListItemText primary={event.text} secondary={`${D.by(event.actor_name)} · ${formatDateTime(event.created_at)}`} />
                </ListItem>
              ))}
            </List>
          </Box>
        </Stack>
      )}
    </DetailDrawer>
  );
}
