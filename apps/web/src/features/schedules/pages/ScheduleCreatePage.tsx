import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {
  MESSAGES,
  PARTNER_TYPES,
  SCHEDULE_QUERY_MODES,
  addDays,
  scheduleCreateExpandedSchema,
  scheduleDocumentSchema,
  toFilterDate,
  type PartnerType,
  type ScheduleQueryMode,
} from '@lastro/domain';
import { BackButton, ConfirmDialog, CpfCnpjField, PageHeader, toast, toastApiError } from '../../../components';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateSchedule } from '../api/create-schedule';
import { getMerchantRelations, getMerchantStatus } from '../../../lib/reference/merchantLookup';
import { useAllAcquirersAndArrangements } from '../api/merchant-lookup';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { useRegisterOptOut } from '../../../lib/reference/merchantOptIns';
import { OptInDialog } from '../components/OptInDialog';
import { OutcomeDialog, type Outcome } from '../components/OutcomeDialog';
import type { MerchantRelation, MerchantStatus, Option } from '../types';

const M = MESSAGES.schedules;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.common.genericError);
const unique = (options: Option[]) => [...new Map(options.map((o) => [o.value, o])).values()];

/**
 * /app/schedules/create: find the merchant by document, pick acquirers and arrangements (those
 * linked to the merchant at the registry, or all), ask for the query. A creditor user asks for
 * its own creditor; an administrator picks any and may register a missing opt-in by hand. An
 * administrator's merchant mode starts from the document instead: the merchant is found across
 * suppliers and the supplier follows it (a choice among those holding it).
 */
export default function ScheduleCreatePage() {
  const navigate = useNavigate();
  const session = useSession();
  const isAdmin = Boolean(session?.isAdmin);
  const creditors = useCreditors(undefined, isAdmin);
  const all = useAllAcquirersAndArrangements();
  const create = useCreateSchedule();

  const [mode, setMode] = useState<ScheduleQueryMode>('supplier');
  const [creditorId, setCreditorId] = useState(isAdmin ? '' : (session?.user.personId ?? ''));
  /** Merchant mode: the suppliers holding a merchant of the document. */
  const [holders, setHolders] = useState<Option[]>([]);
  const [document, setDocument] = useState('');
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [merchant, setMerchant] = useState<MerchantStatus | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [relations, setRelations] = useState<MerchantRelation[]>([]);
  const [showAll, setShowAll] = useState(false);
  const [acquirers, setAcquirers] = useState<Option[]>([]);
  const [arrangements, setArrangements] = useState<Option[]>([]);
  const [dates, setDates] = useState({ initial_date: toFilterDate(), end_date: addDays(toFilterDate(), 90) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [optInOpen, setOptInOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [searching, setSearching] = useState(false);
  const [confirmOptOut, setConfirmOptOut] = useState(false);
  const optOut = useRegisterOptOut(merchant?.merchant.id ?? '');

  const partnerType = (merchant?.merchant.partner_type ?? 'fornecedor') as PartnerType;
  const linkedAcquirers = useMemo(
    () => unique(relations.map((r) => ({ value: r.acquirer_document, label: r.acquirer_name }))),
    [relations],
  );
  const linkedArrangements = useMemo(() => {
    const chosen = new Set(acquirers.map((a) => a.value));
    return unique(
      relations
        .filter((r) => !chosen.size || chosen.has(r.acquirer_document))
        .map((r) => ({ value: r.arrangement_code, label: r.arrangement_name })),
    );
  }, [relations, acquirers]);
  const acquirerOptions = showAll ? (all.data?.acquirers ?? []) : linkedAcquirers;
  const arrangementOptions = showAll ? (all.data?.arrangements ?? []) : linkedArrangements;

  const resetMerchant = () => {
    setMerchant(null);
    setRelations([]);
    setAcquirers([]);
    setArrangements([]);
    setLookupError(null);
  };

  const byMerchant = mode === 'merchant';

  /** `supplier`: the merchant mode's choice among the holders (none: across suppliers). */
  const lookUp = async (supplier: string | undefined = byMerchant ? undefined : creditorId) => {
    resetMerchant();
    const parsed = scheduleDocumentSchema.safeParse(document);
    if (!parsed.success) {
      setDocumentError(M.invalidDocument);
      return;
    }
    setDocumentError(null);
    setSearching(true);
    try {
      const found = await getMerchantStatus(parsed.data, supplier);
      setMerchant(found);
      const owner = found.merchant.creditor_id;
      if (found.creditors) setHolders(found.creditors.map((c) => ({ value: c.id, label: c.company_name })));
      if (byMerchant) setCreditorId(owner);
      if (!found.optin_status) return;
      const linked = (await getMerchantRelations(parsed.data, owner)).results;
      setRelations(linked);
      // No linked acquirer: every acquirer and arrangement is offered instead.
      setShowAll(linked.length === 0);
      if (!linked.length) setLookupError(M.noLinkedAcquirers);
    } catch (error) {
      setLookupError(messageOf(error));
    } finally {
      setSearching(false);
    }
  };

  const submit = async () => {
    if (!merchant) return;
    const payload = {
      partnerType,
      query_mode: mode,
      creditor_id: creditorId,
      merchant_id: merchant.merchant.id,
      acquirers: acquirers.map((a) => a.value),
      arrangements: arrangements.map((a) => a.value),
      ...dates,
    };
    if (partnerType === 'if') {
      const parsed = scheduleCreateExpandedSchema.safeParse(payload);
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
        return;
      }
    }
    setErrors({});
    try {
      await create.mutateAsync(payload);
      setOutcome({ kind: 'processing' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) });
    }
  };

  const optInMissing = merchant !== null && !merchant.optin_status;

  const dateField = (name: keyof typeof dates, label: string) => (
    <Grid size={{ xs: 12, md: 3 }}>
      <TextField
        type="date"
        fullWidth
        label={label}
        value={dates[name]}
        onChange={(e) => setDates((d) => ({ ...d, [name]: e.target.value }))}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Grid>
  );

  return (
    <>
      <PageHeader title={M.newQuery} actions={<BackButton to={paths.schedules.root.path} />} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <TextField
                select
                fullWidth
                label={M.queryModeLabel}
                value={mode}
                disabled={!isAdmin}
                onChange={(e) => {
                  setMode(e.target.value as ScheduleQueryMode);
                  setCreditorId('');
                  setHolders([]);
                  resetMerchant();
                }}
              >
                {SCHEDULE_QUERY_MODES.map((m) => (
                  <MenuItem key={m.value} value={m.value}>
                    {m.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <TextField
                select
                fullWidth
                label={M.creditorLabel}
                value={creditorId}
                disabled={!isAdmin || (byMerchant && holders.length < 2)}
                onChange={(e) => {
                  setCreditorId(e.target.value);
                  if (byMerchant) void lookUp(e.target.value);
                  else resetMerchant();
                }}
              >
                {isAdmin ? (
                  (byMerchant ? holders : (creditors.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name }))).map((c) => (
                    <MenuItem key={c.value} value={c.value}>
                      {c.label}
                    </MenuItem>
                  ))
                ) : (
                  <MenuItem value={creditorId}>{session?.user.companyName ?? ''}</MenuItem>
                )}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                fullWidth
                label={M.partnerTypeLabel}
                value={PARTNER_TYPES.find((p) => p.value === partnerType)?.label ?? ''}
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <CpfCnpjField
                  fullWidth
                  label={M.documentLabel}
                  value={document}
                  onChange={(value) => setDocument(value)}
                  error={Boolean(documentError)}
                  helperText={documentError ?? undefined}
                  disabled={!byMerchant && !creditorId}
                />
                <Button
                  variant="outlined"
                  startIcon={<SearchIcon />}
                  onClick={() => void lookUp()}
                  disabled={(!byMerchant && !creditorId) || !document}
                  loading={searching}
                  sx={{ mt: 1, flexShrink: 0 }}
                >
                  {M.searchMerchant}
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField fullWidth label={M.nameLabel} value={merchant?.merchant.company_name ?? ''} slotProps={{ input: { readOnly: true } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <TextField fullWidth label={M.statusLabel} value={merchant?.account_status ?? ''} slotProps={{ input: { readOnly: true } }} />
            </Grid>
          </Grid>

          {optInMissing ? (
            <Alert
              severity="warning"
              action={
                isAdmin ? (
                  <Button color="inherit" size="small" onClick={() => setOptInOpen(true)}>
                    {M.registerOptIn}
                  </Button>
                ) : undefined
              }
            >
              {M.noOptIn}
            </Alert>
          ) : null}
          {lookupError ? <Alert severity="info">{lookupError}</Alert> : null}
          {isAdmin && merchant?.optin_status ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button color="warning" onClick={() => setConfirmOptOut(true)}>
                {M.registerOptOut}
              </Button>
            </Stack>
          ) : null}

          {merchant?.optin_status ? (
            <>
              <FormControlLabel
                control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
                label={showAll ? M.allAcquirers : M.linkedAcquirers}
              />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Autocomplete
                    multiple
                    options={acquirerOptions}
                    value={acquirers}
                    onChange={(_, value) => setAcquirers(value)}
                    isOptionEqualToValue={(a, b) => a.value === b.value}
                    renderInput={(params) => (
                      <TextField {...params} label={M.acquirersLabel} error={Boolean(errors.acquirers)} helperText={errors.acquirers} />
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Autocomplete
                    multiple
                    options={arrangementOptions}
                    value={arrangements}
                    onChange={(_, value) => setArrangements(value)}
                    isOptionEqualToValue={(a, b) => a.value === b.value}
                    renderInput={(params) => (
                      <TextField {...params} label={M.arrangementsLabel} error={Boolean(errors.arrangements)} helperText={errors.arrangements} />
                    )}
                  />
                </Grid>
                {partnerType === 'if' ? (
                  <>
                    {dateField('initial_date', M.startDateLabel)}
                    {dateField('end_date', M.endDateLabel)}
                  </>
                ) : null}
              </Grid>
            </>
          ) : null}

          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => void submit()} disabled={!merchant?.optin_status} loading={create.isPending}>
              {M.submit}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {merchant ? (
        <OptInDialog
          open={optInOpen}
          merchantId={merchant.merchant.id}
          creditorId={creditorId}
          registryDate={merchant.registry_date}
          onClose={() => setOptInOpen(false)}
          onRegistered={() => {
            setOptInOpen(false);
            toast.success(M.optInSaved);
            void lookUp(creditorId || undefined);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmOptOut}
        title={M.registerOptOut}
        description={merchant?.merchant.company_name}
        onCancel={() => setConfirmOptOut(false)}
        onConfirm={async () => {
          try {
            await optOut.mutateAsync(creditorId);
            toast.success(M.optOutSaved);
            void lookUp(creditorId || undefined);
          } catch (error) {
            toastApiError(error);
          } finally {
            setConfirmOptOut(false);
          }
        }}
      />
      <OutcomeDialog
        outcome={outcome}
        onClose={() => {
          const done = outcome?.kind === 'processing';
          setOutcome(null);
          if (done) void navigate(paths.schedules.root.path);
        }}
      />
    </>
  );
}
