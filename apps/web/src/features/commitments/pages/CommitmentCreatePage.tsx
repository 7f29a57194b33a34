import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useFieldArray, useWatch, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  CONTRACT_MODALITIES,
  MESSAGES,
  MIN_PERCENTAGE_DEFAULT,
  TRANSACTION_TYPE,
  commitmentFormSchema,
  commitmentLimitErrors,
  commitmentPayloadOf,
  installmentQuantityOptions,
  parseCurrency,
  splitAmount,
  type CommitmentFormValues,
} from '@lastro/domain';
import { BackButton, CpfCnpjField, CurrencyField, FormDateField, FormSelectField, FormTextField, PageHeader, toast } from '../../../components';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/useZodForm';
import { useCreateCommitment, useCreateOptions, useOriginators } from '../api/create-commitment';
import { GcapSwitch } from '../components/create/GcapSwitch';
import { InstallmentFields, SubmitButton } from '../components/create/InstallmentFields';
import { Cell, NUMERIC_CODE, Section } from '../components/create/layout';
import { MultiSelectController } from '../components/create/MultiSelectController';
import { emptyInstallment, messageOf, moneyText } from '../components/create/form-values';
import { useCreateChoices } from '../components/create/useCreateChoices';
import { useMerchantLookup } from '../components/create/useMerchantLookup';

const M = MESSAGES.commitments;
const C = M.create;
const FORM_SCHEMA = commitmentFormSchema();

/**
 * /app/appointments/create 'Cadastro de compromisso': the partner and the merchant (looked up by
 * document, its acquirers and arrangements from the registry), the contract data (types fixed by
 * the partner's parameters when single-valued; GCAP for smoke), the installments (the total split
 * evenly, the last absorbing the rounding). The same domain schema as the server validates it.
 */

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
  const { merchant, relations, lookupError, searching, reset: resetMerchant, lookUp } = useMerchantLookup(form, creditorId);
  const { transactionOptions, contractOptions, activeOriginators, domiciles, acquirerOptions, arrangementOptions } = useCreateChoices(form, {
    options: options.data,
    originators: originators.data,
    relations,
    isGcap,
    originatorId,
    chosenAcquirers,
  });

  const partnerType = options.data?.partner_type;
  const registryDate = merchant?.registry_date;
  const smoke = modality === 'fumaca';
  const gcapAllowed = smoke && Boolean(options.data?.gcap);
  const isFinancialInstitution = partnerType === 'if';
  const expirationDisabled = Number(type) === TRANSACTION_TYPE.cobranca || isFinancialInstitution;

  const resplit = (amount: number | null, n: number) => {
    const amounts = amount && amount > 0 ? splitAmount(amount, n) : Array.from({ length: n }, () => null);
    const current = getValues('installments');
    rows.replace(amounts.map((value, i) => ({ ...(current[i] ?? emptyInstallment(null)), amount: value })));
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
      toast.success(values.modality === 'fumaca' ? M.smokeSentForRegistration : M.sentForRegistration);
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

  return (
    <>
      <PageHeader title={M.createTitle} actions={<BackButton to={paths.appointments.root.path} />} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={3}>
            <Section title={M.partnerSection}>
              <Grid container spacing={2}>
                <Cell md={4}>
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
                </Cell>
                <Cell md={5}>
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
                </Cell>
                <Cell md={3}>
                  <TextField size="small" fullWidth label={C.merchantNameLabel} value={merchant?.merchant.company_name ?? ''} slotProps={{ input: { readOnly: true } }} />
                </Cell>
                <Cell md={6}>
                  <FormSelectField
                    control={control}
                    name="originator_id"
                    label={C.originatorLabel}
                    options={activeOriginators.map((o) => ({ value: o.id, label: `${o.razao_social} (${o.cnpj_originador})` }))}
                    disabled={!creditorId || noOriginator}
                    onValueChange={() => setValue('creditor_originator_bank_account_id', '')}
                  />
                </Cell>
                <Cell md={6}>
                  <FormSelectField
                    control={control}
                    name="creditor_originator_bank_account_id"
                    label={C.domicileLabel}
                    options={domiciles.map((d) => ({ value: d.id, label: `${d.titulo_domicilio} · ${d.banco} ${d.agencia} ${d.conta} (${d.tipo_conta})` }))}
                    disabled={!originatorId}
                  />
                </Cell>
              </Grid>
              {lookupError ? <Alert severity="warning">{lookupError}</Alert> : null}
              {noOriginator ? <Alert severity="warning">{M.noActiveOriginator}</Alert> : null}
              {missingParameters ? <Alert severity="warning">{M.partnerWithoutParameters}</Alert> : null}
            </Section>

            <Section title={M.contractSection}>
              <Grid container spacing={2}>
                <Cell md={4}>
                  <FormTextField control={control} name="title" label={C.titleLabel} />
                </Cell>
                <Cell md={4}>
                  <FormTextField control={control} name="code" label={C.codeLabel} />
                </Cell>
                <Cell md={4}>
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
                </Cell>
                <Cell full>
                  <FormTextField control={control} name="description" label={C.descriptionLabel} multiline minRows={2} />
                </Cell>
                {gcapAllowed ? (
                  <Cell full>
                    <GcapSwitch form={form} />
                  </Cell>
                ) : null}
                <Cell md={3}>
                  <FormSelectField
                    control={control}
                    name="type"
                    label={C.typeLabel}
                    options={transactionOptions}
                    disabled={transactionOptions.length === 1}
                    {...NUMERIC_CODE}
                    onValueChange={(value) => {
                      if (Number(value) === TRANSACTION_TYPE.cobranca) setValue('expiration_date', '');
                    }}
                  />
                </Cell>
                <Cell md={3}>
                  <FormSelectField
                    control={control}
                    name="contract_type"
                    label={C.contractTypeLabel}
                    options={contractOptions}
                    disabled={contractOptions.length === 1}
                    {...NUMERIC_CODE}
                  />
                </Cell>
                <Cell md={2}>
                  <FormTextField
                    control={control}
                    name="min_percentage"
                    label={C.minPercentageLabel}
                    type="number"
                    format={(v) => String(v)}
                    parse={(text) => (text === '' ? Number.NaN : Number(text))}
                    slotProps={{ htmlInput: { step: 0.01, min: 0, max: 100 } }}
                  />
                </Cell>
                <Cell md={2}>
                  <FormDateField control={control} name="issue_date" label={C.issueDateLabel} />
                </Cell>
                <Cell md={2}>
                  <FormDateField control={control} name="expiration_date" label={C.expirationDateLabel} disabled={expirationDisabled} />
                </Cell>
                <Cell md={6}>
                  <MultiSelectController control={control} name="document_acquirers" options={acquirerOptions} label={C.acquirersLabel} />
                </Cell>
                <Cell md={6}>
                  <MultiSelectController control={control} name="payment_arrangements" options={arrangementOptions} label={C.arrangementsLabel} />
                </Cell>
              </Grid>
            </Section>

            <Section title={M.installmentsSection}>
              <Grid container spacing={2}>
                <Cell md={4}>
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
                </Cell>
                <Cell md={2}>
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
                </Cell>
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
