import { useRef, useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BRAZILIAN_STATES,
  MESSAGES,
  creditorCreateSchema,
  creditorSchema,
  isValidCnpj,
  maskCep,
  maskCnpj,
  maskPhone,
  onlyDigits,
  stripTaxIdMask,
  type CreditorCreateInput,
} from '@lastro/domain';
import { CepField, CnpjField, PhoneField } from '../../../components';
import { isDocumentRegistered } from '../api/check-document';
import { searchDocument } from '../api/search-document';
import { searchZipcode } from '../api/search-zipcode';
import type { CreditorDetail } from '../types';

const M = MESSAGES.creditors;
const C = MESSAGES.common;

/** On edit the master user fields stay empty and unused (creditorSchema has none). */
type Values = CreditorCreateInput;

export interface CreditorFormProps {
  creditor?: CreditorDetail;
  submitting: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
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
});

/**
 * 'Dados Cadastrais': CNPJ (looked up and checked for duplicates on create), names, address
 * (filled from the CEP) and, on create, the 'Usuário Master'.
 */
export function CreditorForm({ creditor, submitting, onSubmit }: CreditorFormProps) {
  const editing = Boolean(creditor);
  const form = useForm<Values>({
    resolver: zodResolver(creditor ? creditorSchema : creditorCreateSchema) as never,
    mode: 'onTouched',
    defaultValues: initialValues(creditor),
  });
  const { errors, isDirty } = form.formState;
  const [duplicate, setDuplicate] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const [offline, setOffline] = useState(false);
  const lastCnpj = useRef('');
  const lastCep = useRef('');

  const fill = (values: Partial<Values>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value) form.setValue(name as keyof Values, value, { shouldValidate: true, shouldDirty: true });
    }
  };

  const onCnpjChange = async (masked: string) => {
    const cnpj = stripTaxIdMask(masked);
    if (editing || cnpj === lastCnpj.current) return;
    lastCnpj.current = cnpj;
    setDuplicate(false);
    if (!isValidCnpj(cnpj)) return;
    setLookingUp(true);
    try {
      const [registered, company] = await Promise.all([
        isDocumentRegistered(cnpj),
        searchDocument(cnpj).catch(() => null),
      ]);
      if (lastCnpj.current !== cnpj) return;
      setDuplicate(registered);
      if (company) {
        setOffline(company.provider === 'offline');
        const e = company.empresa;
        fill({
          company_name: e.nome,
          trading_name: e.fantasia,
          address_zip_code: maskCep(e.cep),
          address: e.logradouro,
          address_number: e.numero,
          address_complement: e.complemento,
          address_neighborhood: e.bairro,
          address_city: e.municipio,
          address_state: e.uf,
        });
        lastCep.current = onlyDigits(e.cep);
      }
    } finally {
      setLookingUp(false);
    }
  };

  const onCepChange = async (masked: string) => {
    const cep = onlyDigits(masked);
    if (cep.length !== 8 || cep === lastCep.current) return;
    lastCep.current = cep;
    const found = await searchZipcode(cep).catch(() => null);
    if (!found || lastCep.current !== cep) return;
    setOffline((current) => current || found.provider === 'offline');
    fill({
      address: found.endereco.logradouro,
      address_neighborhood: found.endereco.bairro,
      address_city: found.endereco.localidade,
      address_state: found.endereco.uf,
    });
  };

  const submit = form.handleSubmit((values) => onSubmit(values));
  const blocked = duplicate || lookingUp || submitting || Object.keys(errors).length > 0 || (editing && !isDirty);

  return (
    <form
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      noValidate
      aria-label={editing ? M.registrationTab : M.createTitle}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={form.control}
            name="document_number"
            render={({ field, fieldState }) => (
              <CnpjField
                label={M.cnpjLabel}
                size="small"
                fullWidth
                required
                disabled={editing}
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void onCnpjChange(value);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error) || duplicate}
                helperText={fieldState.error?.message ?? (duplicate ? M.duplicateCnpj : lookingUp ? M.lookingUp : undefined)}
              />
            )}
          />
        </Grid>
        <TextInput control={form.control} name="company_name" label={M.companyNameLabel} size={{ xs: 12, md: 4 }} required />
        <TextInput control={form.control} name="trading_name" label={M.tradingNameLabel} size={{ xs: 12, md: 4 }} required />
        <Grid size={{ xs: 12, md: 3 }}>
          <Controller
            control={form.control}
            name="address_zip_code"
            render={({ field, fieldState }) => (
              <CepField
                label={M.cepLabel}
                size="small"
                fullWidth
                required
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void onCepChange(value);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <TextInput control={form.control} name="address" label={M.addressLabel} size={{ xs: 12, md: 6 }} required />
        <TextInput control={form.control} name="address_number" label={M.numberLabel} size={{ xs: 12, md: 3 }} required />
        <TextInput control={form.control} name="address_complement" label={M.complementLabel} size={{ xs: 12, md: 3 }} />
        <TextInput control={form.control} name="address_neighborhood" label={M.neighborhoodLabel} size={{ xs: 12, md: 3 }} required />
        <TextInput control={form.control} name="address_city" label={M.cityLabel} size={{ xs: 12, md: 3 }} required />
        <Grid size={{ xs: 12, md: 3 }}>
          <Controller
            control={form.control}
            name="address_state"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={M.stateLabel}
                size="small"
                fullWidth
                required
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {BRAZILIAN_STATES.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {s.value} - {s.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        {offline ? (
          <Grid size={12}>
            <Alert severity="info" variant="outlined">
              {M.offlineProviderNotice}
            </Alert>
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
            <TextInput control={form.control} name="contact_name" label={M.masterNameLabel} size={{ xs: 12, md: 4 }} required />
            <TextInput control={form.control} name="contact_email" label={M.masterEmailLabel} size={{ xs: 12, md: 4 }} required type="email" />
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={form.control}
                name="phone_number"
                render={({ field, fieldState }) => (
                  <PhoneField
                    label={M.masterPhoneLabel}
                    size="small"
                    fullWidth
                    required
                    name={field.name}
                    value={field.value}
                    onChange={(value) => field.onChange(maskPhone(value))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          </>
        ) : null}

        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={blocked} loading={submitting}>
            {C.save}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}

function TextInput({
  control,
  name,
  label,
  size,
  required,
  type,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  size: { xs: number; md: number };
  required?: boolean;
  type?: string;
}) {
  return (
    <Grid size={size}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            label={label}
            size="small"
            fullWidth
            required={required}
            type={type}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Grid>
  );
}
