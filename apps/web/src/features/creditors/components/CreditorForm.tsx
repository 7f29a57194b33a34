import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  BRAZILIAN_STATES,
  MESSAGES,
  creditorCreateSchema,
  creditorEditSchema,
  isValidCnpj,
  maskCep,
  maskCnpj,
  stripTaxIdMask,
  type CreditorCreateInput,
} from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, SubmitButton, SubmitForm } from '../../../components';
import { useLookupFill } from '../../../lib/useLookupFill';
import { useZodForm } from '../../../lib/useZodForm';
import { isDocumentRegistered } from '../api/check-document';
import type { CreditorDetail } from '../types';

const M = MESSAGES.creditors;

/** On edit the master user fields stay empty and unused (creditorEditSchema has none). */
type Values = CreditorCreateInput & { active?: boolean };

/** On edit the form still holds the (unused) master user fields: any text passes. */
const editFormSchema = creditorEditSchema.extend({
  contact_name: z.string(),
  contact_email: z.string(),
  phone_number: z.string(),
});

export interface CreditorFormProps {
  creditor?: CreditorDetail;
  submitting: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
  /** Shows the 'Ativo' switch on edit (the server lets only admins change it). */
  canChangeActive?: boolean;
}

const initialValues = (c?: CreditorDetail): Values => ({
  document_number: c ? maskCnpj(c.document_number) : '',
  company_name: c?.company_name ?? '',
  trading_name: c?.trading_name ?? '',
  address_zip_code: c ? maskCep(c.address_zip_code) : '',
  address: c?.address ?? '',
  address_number: c?.address_number ?? '',
  address_complement: c?.address_complement ?? '',
  address_neighborhood: c?.address_neighborhood ?? '',
  address_city: c?.address_city ?? '',
  address_state: c?.address_state ?? '',
  contact_name: '',
  contact_email: '',
  phone_number: '',
  ...(c ? { active: c.active } : {}),
});

/**
 * 'Dados Cadastrais': CNPJ (looked up and checked for duplicates on create), names, address
 * (filled from the CEP) and, on create, the 'Usuário Master'.
 */
export function CreditorForm({ creditor, submitting, onSubmit, canChangeActive = false }: CreditorFormProps) {
  const editing = Boolean(creditor);
  const schema: z.ZodType<Values, Values> = creditor ? editFormSchema : creditorCreateSchema;
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: initialValues(creditor),
  });
  const { control } = form;
  const { isDirty } = form.formState;
  const [duplicate, setDuplicate] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const lastCnpj = useRef('');
  const { offline, lookUpCompany, cepField } = useLookupFill(form);

  const onCnpjChange = async (masked: string) => {
    const cnpj = stripTaxIdMask(masked);
    if (editing || cnpj === lastCnpj.current) return;
    lastCnpj.current = cnpj;
    setDuplicate(false);
    if (!isValidCnpj(cnpj)) return;
    setLookingUp(true);
    try {
      const found = await lookUpCompany(cnpj, () => isDocumentRegistered(cnpj));
      if (found && lastCnpj.current === cnpj) setDuplicate(found.registered);
    } finally {
      setLookingUp(false);
    }
  };

  // A registered CNPJ or a look-up under way is told beside the field; unchanged values have nothing to save.
  const blocked = duplicate || lookingUp || (editing && !isDirty);

  return (
    <SubmitForm form={form} onValid={onSubmit} aria-label={editing ? M.registrationTab : M.createTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormMaskedField
            control={control}
            name="document_number"
            kind="cnpj"
            label={M.cnpjLabel}
            required
            disabled={editing}
            onValueChange={(value) => void onCnpjChange(value)}
            error={duplicate}
            helperText={duplicate ? M.duplicateCnpj : lookingUp ? M.lookingUp : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="company_name" label={M.companyNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="trading_name" label={M.tradingNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormMaskedField
            control={control}
            name="address_zip_code"
            kind="cep"
            label={M.cepLabel}
            required
            {...cepField}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="address" label={M.addressLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_number" label={M.numberLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_complement" label={M.complementLabel} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_neighborhood" label={M.neighborhoodLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_city" label={M.cityLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormSelectField
            control={control}
            name="address_state"
            label={M.stateLabel}
            required
            options={BRAZILIAN_STATES}
            optionLabel={(s) => `${s.value} - ${s.label}`}
          />
        </Grid>
        {offline ? (
          <Grid size={12}>
            <Alert severity="info" variant="outlined">
              {M.offlineProviderNotice}
            </Alert>
          </Grid>
        ) : null}

        {editing && canChangeActive ? (
          <Grid size={12}>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value ?? true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label={M.activeColumn}
                />
              )}
            />
          </Grid>
        ) : null}

        {!editing ? (
          <>
            <Grid size={12}>
              <Divider sx={{ my: 1 }} />
              <Typography variant="h6" component="h2">
                {M.masterUser}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {M.masterUserHint}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField control={control} name="contact_name" label={M.masterNameLabel} required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField control={control} name="contact_email" label={M.masterEmailLabel} required type="email" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormMaskedField control={control} name="phone_number" kind="phone" label={M.masterPhoneLabel} required />
            </Grid>
          </>
        ) : null}

        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={submitting} disabled={blocked} />
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
