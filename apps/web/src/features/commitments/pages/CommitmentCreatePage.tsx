import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useFieldArray, useWatch, type Control, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  CONTRACT_MODALITIES,
  CONTRACT_TYPE,
  CONTRACT_TYPES,
  DIVISION_RULE,
  MESSAGES,
  MIN_PERCENTAGE_DEFAULT,
  TRANSACTION_TYPE,
  TRANSACTION_TYPES,
  cleanTaxId,
  commitmentFormSchema,
  commitmentLimitErrors,
  commitmentPayloadOf,
  installmentQuantityOptions,
  parseCurrency,
  splitAmount,
  validateDocument,
  type CommitmentFormValues,
  type MerchantRelation,
  type MerchantStatus,
} from '@lastro/domain';
import { BackButton, CpfCnpjField, CurrencyField, FormDateField, FormSelectField, FormTextField, PageHeader, toast } from '../../../components';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/useZodForm';
import { getMerchantRelations, getMerchantStatus } from '../../../lib/reference/merchantLookup';
import {
  useCreateCommitment,
  useCreateOptions,
  useOriginators,
  type Option,
} from '../api/create-commitment';
import { InstallmentFields, SubmitButton } from '../components/create/InstallmentFields';
import { asOptions, moneyText } from '../components/create/form-values';

const M = MESSAGES.commitments;
const C = M.create;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.common.genericError);
const unique = (options: Option[]) => [...new Map(options.map((o) => [o.value, o])).values()];
const FORM_SCHEMA = commitmentFormSchema();

type Installment = CommitmentFormValues['installments'][number];
const emptyInstallment = (amount: number | null): Installment => ({
  amount,
  due_date: '',
  execution_date: '',
  execution_date_final: '',
  division_rule: '',
  amount_onerate: null,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
      <Divider />
    </Stack>
  );
}

/**
 * /app/appointments/create 'Cadastro de compromisso': the partner and the merchant (looked up by
 * document, its acquirers and arrangements from the registry), the contract data (types fixed by
 * the partner's parameters when single-valued; GCAP for smoke), the installments (the total split
 * evenly, the last absorbing the rounding). The same domain schema as the server validates it.
 */
/** A multiple choice of codes (acquirers' CNPJs, arrangement codes) kept as a list of values. */
function MultiSelectController({
  control,
  name,
  options,
  label,
}: {
  control: Control<CommitmentFormValues>;
  name: 'document_acquirers' | 'payment_arrangements';
  options: Option[];
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          size="small"
          options={options}
          value={options.filter((o) => field.value.includes(o.value))}
          onChange={(_, value) => field.onChange(value.map((o) => o.value))}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          renderInput={(params) => <TextField {...params} label={label} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
        />
      )}
    />
  );
}

export default function CommitmentCreatePage() {
  const navigate = useNavigate();
  const session = useSession();
  const isAdmin = Boolean(session?.isAdmin);
  // The shared creditor picker list (administrators): the same cache every creditor picker reads.
  const creditors = useCreditors(undefined, isAdmin);
  const create = useCreateCommitment();
  /** One key per filled form: a repeated click or a retry after a lost answer creates once. */
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());

  const form = useZodForm(FORM_SCHEMA, {
    mode: 'onSubmit',
    defaultValues: {
      creditor_id: isAdmin ? '' : (session?.user.personId ?? ''),
      document_number: '',
      merchant_id: '',
      originator_id: '',
      creditor_originator_bank_account_id: '',
      title: '',
      code: '',
      description: '',
      type: '',
      contract_type: '',
      modality: '',
      is_gcap: false,
      min_percentage: MIN_PERCENTAGE_DEFAULT,
      issue_date: '',
      expiration_date: '',
      total_amount: null,
      installments_count: 1,
      document_acquirers: [],
      payment_arrangements: [],
      installments: [emptyInstallment(null)],
    },
  });
  const { control, setValue, getValues, handleSubmit, formState } = form;
  const rows = useFieldArray({ control, name: 'installments' });
  const [creditorId, modality, isGcap, type, originatorId, total, count, chosenAcquirers] = useWatch({
    control,
    name: ['creditor_id', 'modality', 'is_gcap', 'type', 'originator_id', 'total_amount', 'installments_count', 'document_acquirers'],
  });

  const options = useCreateOptions(creditorId);
  const originators = useOriginators(creditorId);
  const [merchant, setMerchant] = useState<MerchantStatus | null>(null);
  const [relations, setRelations] = useState<MerchantRelation[]>([]);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const partnerType = options.data?.partner_type;
  const registryDate = merchant?.registry_date;
  const smoke = modality === 'fumaca';
  const gcapAllowed = smoke && Boolean(options.data?.gcap);
  const isFinancialInstitution = partnerType === 'if';
  const expirationDisabled = Number(type) === TRANSACTION_TYPE.cobranca || isFinancialInstitution;

  const transactionOptions = asOptions(
    TRANSACTION_TYPES.filter(
      (t) => (options.data?.transaction_types ?? []).includes(t.value) && (!isGcap || t.value === TRANSACTION_TYPE.garantia || t.value === TRANSACTION_TYPE.cobranca),
    ),
  );
  const contractOptions = asOptions(
    CONTRACT_TYPES.filter((t) => (options.data?.contract_types ?? []).includes(t.value) && (!isGcap || t.value === CONTRACT_TYPE.cessao)),
  );
  const activeOriginators = (originators.data ?? []).filter((o) => o.status === 'Ativo' && o.domicilios.some((d) => d.status === 'Ativo'));
  const domiciles = activeOriginators.find((o) => o.id === originatorId)?.domicilios.filter((d) => d.status === 'Ativo') ?? [];
  const acquirerOptions = unique(relations.map((r) => ({ value: r.acquirer_document, label: r.acquirer_name })));
  const arrangementOptions = unique(
    relations.filter((r) => !chosenAcquirers.length || chosenAcquirers.includes(r.acquirer_document)).map((r) => ({ value: r.arrangement_code, label: r.arrangement_name })),
  );

  // A single allowed value is chosen for the user (the select is then read-only).
  const onlyType = transactionOptions.length === 1 ? transactionOptions[0]!.value : null;
  const onlyContractType = contractOptions.length === 1 ? contractOptions[0]!.value : null;
  useEffect(() => {
    if (onlyType && String(getValues('type')) !== onlyType) setValue('type', Number(onlyType));
    if (onlyContractType && String(getValues('contract_type')) !== onlyContractType) setValue('contract_type', Number(onlyContractType));
  }, [onlyType, onlyContractType, getValues, setValue]);

  const resplit = (amount: number | null, n: number) => {
    const amounts = amount && amount > 0 ? splitAmount(amount, n) : Array.from({ length: n }, () => null);
    const current = getValues('installments');
    rows.replace(amounts.map((value, i) => ({ ...(current[i] ?? emptyInstallment(null)), amount: value })));
  };

  const resetMerchant = () => {
    setMerchant(null);
    setRelations([]);
    setLookupError(null);
    setValue('merchant_id', '');
    setValue('document_acquirers', []);
    setValue('payment_arrangements', []);
  };

  const lookUp = async () => {
    resetMerchant();
    const document = getValues('document_number');
    if (validateDocument(document) === null) {
      form.setError('document_number', { message: M.invalidCnpjOrCpf });
      return;
    }
    form.clearErrors('document_number');
    setSearching(true);
    try {
      const found = await getMerchantStatus(cleanTaxId(document), creditorId);
      setMerchant(found);
      setValue('merchant_id', found.merchant.id);
      if (!found.optin_status) {
        setLookupError(M.noOptIn);
        return;
      }
      const linked = (await getMerchantRelations(found.merchant.document_number, creditorId)).results;
      setRelations(linked);
      if (!linked.length) setLookupError(M.noLinkedAcquirers);
    } catch (error) {
      setLookupError(error instanceof ApiError && error.status === 404 ? M.merchantNotFound : messageOf(error));
    } finally {
      setSearching(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    // The rules on the creation date (the registry's) and the partner type, known only now.
    const dated = commitmentFormSchema({ today: registryDate, partnerType }).safeParse(getValues());
    if (!dated.success) {
      for (const issue of dated.error.issues) form.setError(issue.path.join('.') as FieldPath<CommitmentFormValues>, { message: issue.message });
      return;
    }
    const payload = commitmentPayloadOf(values);
    const limits = options.data
      ? commitmentLimitErrors(payload, { minAmount: options.data.min_amount, maxAmount: options.data.max_amount, minDays: options.data.min_days, maxDays: options.data.max_days })
      : [];
    if (limits.length) {
      toast.error(limits.join('. '));
      return;
    }
    try {
      await create.mutateAsync({ modality: values.modality, payload, key: requestKey });
      toast.success(values.modality === 'fumaca' ? M.smokeCreated : M.created);
      void navigate(paths.appointments.root.path);
    } catch (error) {
      toast.error(messageOf(error));
      // A refused request may be corrected and sent again as a new one.
      if (error instanceof ApiError && error.status < 500) setRequestKey(crypto.randomUUID());
    }
  });

  const missingParameters = Boolean(options.data && !options.data.configured);
  const noOriginator = Boolean(originators.data && activeOriginators.length === 0);
  const ready = Boolean(merchant?.optin_status) && !missingParameters;
  const validating = formState.isSubmitting || create.isPending;
  const col = (md: number) => ({ xs: 12, sm: 6, md });

  return (
    <>
      <PageHeader title={M.createTitle} actions={<BackButton to={paths.appointments.root.path} />} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={3}>
            <Section title={M.partnerSection}>
              <Grid container spacing={2}>
                <Grid size={col(4)}>
                  <FormSelectField
                    control={control}
                    name="creditor_id"
                    label={C.creditorLabel}
                    disabled={!isAdmin}
                    options={isAdmin ? (creditors.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })) : [{ value: creditorId, label: session?.user.companyName ?? '' }]}
                    onValueChange={() => {
                      resetMerchant();
                      setValue('originator_id', '');
                      setValue('creditor_originator_bank_account_id', '');
                    }}
                  />
                </Grid>
                <Grid size={col(5)}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Controller
                      control={control}
                      name="document_number"
                      render={({ field, fieldState }) => (
                        <CpfCnpjField
                          size="small"
                          fullWidth
                          label={C.documentLabel}
                          value={field.value}
                          onChange={(value) => field.onChange(value)}
                          error={Boolean(fieldState.error)}
                          helperText={fieldState.error?.message}
                          disabled={!creditorId}
                        />
                      )}
                    />
                    <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => void lookUp()} disabled={!creditorId} loading={searching} sx={{ flexShrink: 0 }}>
                      {C.searchMerchant}
                    </Button>
                  </Stack>
                </Grid>
                <Grid size={col(3)}>
                  <TextField size="small" fullWidth label={C.merchantNameLabel} value={merchant?.merchant.company_name ?? ''} slotProps={{ input: { readOnly: true } }} />
                </Grid>
                <Grid size={col(6)}>
                  <FormSelectField
                    control={control}
                    name="originator_id"
                    label={C.originatorLabel}
                    options={activeOriginators.map((o) => ({ value: o.id, label: `${o.razao_social} (${o.cnpj_originador})` }))}
                    disabled={!creditorId || noOriginator}
                    onValueChange={() => setValue('creditor_originator_bank_account_id', '')}
                  />
                </Grid>
                <Grid size={col(6)}>
                  <FormSelectField
                    control={control}
                    name="creditor_originator_bank_account_id"
                    label={C.domicileLabel}
                    options={domiciles.map((d) => ({ value: d.id, label: `${d.titulo_domicilio} · ${d.banco} ${d.agencia} ${d.conta} (${d.tipo_conta})` }))}
                    disabled={!originatorId}
                  />
                </Grid>
              </Grid>
              {lookupError ? <Alert severity="warning">{lookupError}</Alert> : null}
              {noOriginator ? <Alert severity="warning">{M.noActiveOriginator}</Alert> : null}
              {missingParameters ? <Alert severity="warning">{M.partnerWithoutParameters}</Alert> : null}
            </Section>

            <Section title={M.contractSection}>
              <Grid container spacing={2}>
                <Grid size={col(4)}>
                  <FormTextField control={control} name="title" label={C.titleLabel} />
                </Grid>
                <Grid size={col(4)}>
                  <FormTextField control={control} name="code" label={C.codeLabel} />
                </Grid>
                <Grid size={col(4)}>
                  <FormSelectField
                    control={control}
                    name="modality"
                    label={C.modalityLabel}
                    options={CONTRACT_MODALITIES}
                    onValueChange={(value) => {
                      // Performed commitments have no collateral management nor division.
                      if (value !== 'fumaca') setValue('is_gcap', false);
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12 }}>
                  <FormTextField control={control} name="description" label={C.descriptionLabel} multiline minRows={2} />
                </Grid>
                {gcapAllowed ? (
                  <Grid size={{ xs: 12 }}>
                    <Controller
                      control={control}
                      name="is_gcap"
                      render={({ field }) => (
                        <FormControlLabel
                          label={C.gcapLabel}
                          control={
                            <Switch
                              checked={field.value}
                              onChange={(e) => {
                                field.onChange(e.target.checked);
                                if (!e.target.checked) return;
                                setValue('contract_type', CONTRACT_TYPE.cessao);
                                if (![TRANSACTION_TYPE.garantia, TRANSACTION_TYPE.cobranca].includes(Number(getValues('type')) as 1 | 4)) setValue('type', '');
                                getValues('installments').forEach((_, i) => setValue(`installments.${i}.division_rule`, DIVISION_RULE.percentage));
                              }}
                            />
                          }
                        />
                      )}
                    />
                  </Grid>
                ) : null}
                <Grid size={col(3)}>
                  <FormSelectField
                    control={control}
                    name="type"
                    label={C.typeLabel}
                    options={transactionOptions}
                    disabled={transactionOptions.length === 1}
                    format={(v) => String(v)}
                    parse={(text) => (text === '' ? '' : Number(text))}
                    onValueChange={(value) => {
                      if (Number(value) === TRANSACTION_TYPE.cobranca) setValue('expiration_date', '');
                    }}
                  />
                </Grid>
                <Grid size={col(3)}>
                  <FormSelectField
                    control={control}
                    name="contract_type"
                    label={C.contractTypeLabel}
                    options={contractOptions}
                    disabled={contractOptions.length === 1}
                    format={(v) => String(v)}
                    parse={(text) => (text === '' ? '' : Number(text))}
                  />
                </Grid>
                <Grid size={col(2)}>
                  <FormTextField
                    control={control}
                    name="min_percentage"
                    label={C.minPercentageLabel}
                    type="number"
                    format={(v) => String(v)}
                    parse={(text) => (text === '' ? Number.NaN : Number(text))}
                    slotProps={{ htmlInput: { step: 0.01, min: 0, max: 100 } }}
                  />
                </Grid>
                <Grid size={col(2)}>
                  <FormDateField control={control} name="issue_date" label={C.issueDateLabel} />
                </Grid>
                <Grid size={col(2)}>
                  <FormDateField control={control} name="expiration_date" label={C.expirationDateLabel} disabled={expirationDisabled} />
                </Grid>
                <Grid size={col(6)}>
                  <MultiSelectController control={control} name="document_acquirers" options={acquirerOptions} label={C.acquirersLabel} />
                </Grid>
                <Grid size={col(6)}>
                  <MultiSelectController control={control} name="payment_arrangements" options={arrangementOptions} label={C.arrangementsLabel} />
                </Grid>
              </Grid>
            </Section>

            <Section title={M.installmentsSection}>
              <Grid container spacing={2}>
                <Grid size={col(4)}>
                  <Controller
                    control={control}
                    name="total_amount"
                    render={({ field, fieldState }) => (
                      <CurrencyField
                        size="small"
                        fullWidth
                        label={C.totalAmountLabel}
                        value={moneyText(field.value)}
                        onChange={(masked) => {
                          const amount = parseCurrency(masked);
                          field.onChange(amount);
                          resplit(amount, getValues('installments_count'));
                        }}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                </Grid>
                <Grid size={col(2)}>
                  <FormSelectField
                    control={control}
                    name="installments_count"
                    label={C.installmentsLabel}
                    disabled={!total}
                    options={installmentQuantityOptions(options.data?.max_installments ?? 1).map((o) => ({ value: String(o.value), label: o.label }))}
                    format={(v) => String(v)}
                    parse={(text) => Number(text)}
                    onValueChange={(text) => resplit(getValues('total_amount'), Number(text))}
                  />
                </Grid>
              </Grid>
              {rows.fields.map((row, i) => (
                <InstallmentFields key={row.id} control={control} index={i} count={count} smoke={smoke} isGcap={isGcap} />
              ))}
            </Section>

            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <SubmitButton control={control} ready={ready} smoke={smoke} validating={validating} />
            </Stack>
          </Stack>
        </form>
      </Paper>
      <Backdrop open={validating} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
        <CircularProgress color="inherit" />
        <Typography>{M.validating}</Typography>
      </Backdrop>
    </>
  );
}
