import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addBusinessDays, formatCurrency, formatDate, isIsoDate, matchNeedsJustification, MESSAGES, RECONCILIATION_LIMITS, toFilterDate, type ManualMatchInput } from '@lastro/domain';
import { DateField, getApiErrorMessage, MoneyText, useToast } from '../../../../components';
import { useAccountOptions } from '../../api/accounts';
import type { BankItem } from '../../api/bank';
import { periodProblems } from '../../api/check-filters';
import { useCandidates, useCreateMatch } from '../../api/matches';
import { CandidateList, centsOf, type CandidateRow } from './CandidateList';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const WINDOW = RECONCILIATION_LIMITS.manualMatchWindowBusinessDays;
/** Spec 4 §2.4.2 [D13]. */
const DIALOG_WIDTH = 960;

export interface ManualMatchDialogProps {
  /** Opened from an item: its account fixed, its date ± 5 dias úteis, the item selected. Null: from the toolbar. */
  item: BankItem | null;
  /** The administrator's 'Fornecedor' filter (null: every creditor's accounts). */
  creditorId: string | null;
  onClose: () => void;
}

/**
 * 'Conciliação manual' (spec 4 §2.4.2): one account, 'Liquidado sem crédito' × 'Lançamentos sem
 * conciliação' with their sums, the difference, and 'Justificativa' when it passes the company's
 * tolerance. It closes only by its buttons (never on a backdrop click).
 */
export function ManualMatchDialog({ item, creditorId, onClose }: ManualMatchDialogProps) {
  const toast = useToast();
  const create = useCreateMatch();
  const accounts = useAccountOptions(creditorId, item === null);
  const centre = item?.date ?? toFilterDate();
  const [accountId, setAccountId] = useState(item?.account.id ?? '');
  const [from, setFrom] = useState(() => addBusinessDays(centre, -WINDOW));
  const [to, setTo] = useState(() => (item ? addBusinessDays(centre, WINDOW) : centre));
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set(item && Number(item.settled) > 0 ? [item.id] : []));
  const [right, setRight] = useState<ReadonlySet<string>>(new Set());
  const [justification, setJustification] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const periodError = isIsoDate(from) && isIsoDate(to) ? (to < from ? MESSAGES.validation.endBeforeStart : periodProblems(from, to)[0]) : undefined;
  const candidates = useCandidates(accountId && isIsoDate(from) && isIsoDate(to) && !periodError ? { account_id: accountId, date_from: from, date_to: to } : null);
  const data = candidates.data;

  const leftRows = useMemo<CandidateRow[]>(
    () =>
      (data?.left ?? []).map((i) => ({
        id: i.id,
        cells: [formatDate(i.date), i.acquirer.name, <MoneyText key="v" value={i.settled} />],
        text: `${formatDate(i.date)} ${i.acquirer.name} ${formatCurrency(i.settled)}`,
        cents: centsOf(i.settled),
        label: `${formatDate(i.date)} ${i.acquirer.name} ${formatCurrency(i.settled)}`,
      })),
    [data],
  );
  const rightRows = useMemo<CandidateRow[]>(
    () =>
      (data?.right ?? []).map((l) => ({
        id: String(l.id),
        cells: [formatDate(l.posted_date), l.description, l.document_id ?? MESSAGES.common.empty, <MoneyText key="v" value={l.amount} />, l.classification ? (B.classifications[l.classification] ?? l.classification) : MESSAGES.common.empty],
        text: `${formatDate(l.posted_date)} ${l.description} ${l.document_id ?? ''} ${formatCurrency(l.amount)}`,
        cents: centsOf(l.amount),
        label: `${formatDate(l.posted_date)} ${l.description} ${formatCurrency(l.amount)}`,
      })),
    [data],
  );
  // What is no longer listed (another period) is no longer selected.
  const chosenLeft = leftRows.filter((r) => left.has(r.id));
  const chosenRight = rightRows.filter((r) => right.has(r.id));
  const leftCents = chosenLeft.reduce((s, r) => s + r.cents, 0);
  const rightCents = chosenRight.reduce((s, r) => s + r.cents, 0);
  const differenceCents = rightCents - leftCents;
  const toleranceCents = data ? centsOf(data.tolerance_amount) : 0;
  // Asked once each side has a selection: before that the difference is only half a choice.
  const needsText = data !== undefined && chosenLeft.length > 0 && chosenRight.length > 0 && matchNeedsJustification(differenceCents, toleranceCents);
  // The server checks the whole request with the domain's schema; here what a person can get wrong, with
  // the same limits, without loading the schemas into the dialog.
  const body: ManualMatchInput = { account_id: accountId, item_ids: chosenLeft.map((r) => r.id), line_ids: chosenRight.map((r) => Number(r.id)), justification: needsText ? justification.trim() : null };
  const textError = needsText && (justification.trim().length < RECONCILIATION_LIMITS.justificationMin || justification.trim().length > RECONCILIATION_LIMITS.justificationMax) ? MESSAGES.reconciliationItems.justification : undefined;
  const sized = (n: number) => n > 0 && n <= RECONCILIATION_LIMITS.matchMembersMax;
  const ready = accountId !== '' && sized(chosenLeft.length) && sized(chosenRight.length) && !textError && !create.isPending;

  const toggle = (set: typeof setLeft) => (id: string) =>
    set((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async () => {
    if (!ready) return;
    setRefusal(null);
    try {
      await create.mutateAsync(body);
      toast.success(B.matched);
      onClose();
    } catch (error) {
      // A 409 (taken meanwhile) or a 400 says why; the lists are asked again.
      setRefusal(getApiErrorMessage(error));
      void candidates.refetch();
    }
  };

  const accountOptions = item ? [{ id: item.account.id, label: item.account.label }] : (accounts.data ?? []);

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !create.isPending) onClose();
      }}
      maxWidth={false}
      aria-labelledby="manual-match-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 16px)', m: 1 } } }}
    >
      <DialogTitle id="manual-match-title">{B.manualMatch}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                required
                fullWidth
                size="small"
                id="manual-match-account"
                label={B.account}
                value={accountId}
                disabled={item !== null}
                onChange={(event) => {
                  setAccountId(event.target.value);
                  setLeft(new Set());
                  setRight(new Set());
                }}
              >
                {accountOptions.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DateField fullWidth size="small" id="manual-match-from" label={B.from} value={from} onChange={setFrom} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DateField fullWidth size="small" id="manual-match-to" label={B.to} value={to} onChange={setTo} error={Boolean(periodError)} helperText={periodError} />
            </Grid>
          </Grid>
          {!accountId && <Alert severity="info">{B.chooseAccount}</Alert>}
          {candidates.isError && <Alert severity="error">{getApiErrorMessage(candidates.error)}</Alert>}
          {accountId && (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4.5 }}>
                <CandidateList title={B.leftList} headers={[B.date, S.list.acquirer, B.settled]} rows={leftRows} selected={left} onToggle={toggle(setLeft)} />
              </Grid>
              <Grid size={{ xs: 12, md: 7.5 }}>
                <CandidateList title={B.rightList} headers={[B.date, B.description, B.document, B.amount, B.classification]} rows={rightRows} selected={right} onToggle={toggle(setRight)} />
              </Grid>
            </Grid>
          )}
          <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
            {B.summary(formatCurrency(leftCents / 100), formatCurrency(rightCents / 100), formatCurrency(differenceCents / 100))}
          </Typography>
          {needsText && (
            <TextField
              required
              multiline
              minRows={2}
              id="manual-match-justification"
              label={B.justification}
              value={justification}
              onChange={(event) => setJustification(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && Boolean(textError)}
              helperText={touched && textError ? textError : B.justificationHelper(formatCurrency(data.tolerance_amount))}
              slotProps={{ htmlInput: { maxLength: RECONCILIATION_LIMITS.justificationMax } }}
            />
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {S.list.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!ready} loading={create.isPending}>
          {B.conciliate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
