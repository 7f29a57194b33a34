import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BRAZILIAN_STATES,
  MESSAGES,
  PERSON_TYPES,
  isValidCnpj,
  maskCep,
  maskCpfCnpj,
  maskPhone,
  merchantSchemaFor,
  stripTaxIdMask,
  validateDocument,
  type DocumentAnswer,
  type MerchantCnae,
  type MerchantDetailResponse,
  type MerchantExternalPartner,
  type PartnerType,
} from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, SubmitButton, SubmitForm } from '../../../../components';
import { useLookupFill } from '../../../../lib/useLookupFill';
import { useZodForm } from '../../../../lib/useZodForm';
import { isMerchantDocumentRegistered } from '../../api/save-merchant';

const M = MESSAGES.merchants;

/** What the form holds: every text as typed (masked). */
export interface MerchantFormValues {
  creditor_id: string;
  document_number: string;
  trading_name: string;
  company_name: string;
  contact_name: string;
  contact_email: string;
  phone_number: string;
  address_zip_code: string;
  address: string;
  address_number: string;
  address_complement: string;
  address_neighborhood: string;
  address_city: string;
  address_state: string;
}

/** The look-up's register, which the user reads but never types. */
export interface MerchantRegister {
  type_person: 1 | 2;
  legal_nature_description: string;
  cnaes: MerchantCnae[];
  partners_external_data: MerchantExternalPartner[];
}

export interface MerchantFormProps {
  merchant?: MerchantDetailResponse;
  /** The provider options (admins); a creditor user's own creditor is fixed. */
  creditors: readonly { value: string; label: string }[];
  /** The creditor user's creditor, or null for an admin (who picks it). */
  fixedCreditorId: string | null;
  isAdmin: boolean;
  /** The chosen creditor's partner type; undefined while it is not known yet. */
  partnerType: PartnerType | undefined;
  onCreditorChange?: (creditorId: string) => void;
  submitting: boolean;
  onSubmit: (values: MerchantFormValues, register: MerchantRegister) => Promise<unknown>;
  /** Buttons shown beside 'Gravar dados' (change e-mail, resend e-mail, generate token). */
  actions?: ReactNode;
}

const text = (value: string | null | undefined) => value ?? '';

const initialValues = (m: MerchantDetailResponse | undefined, creditorId: string): MerchantFormValues => ({
  creditor_id: m?.creditor_id ?? creditorId,
  document_number: m ? maskCpfCnpj(m.document_number) : '',
  trading_name: text(m?.trading_name),
  company_name: text(m?.company_name),
  contact_name: text(m?.contact_name),
  contact_email: text(m?.contact_email),
  phone_number: m?.phone_number ? maskPhone(m.phone_number) : '',
  address_zip_code: m?.address_zip_code ? maskCep(m.address_zip_code) : '',
  address: text(m?.address),
  address_number: text(m?.address_number),
  address_complement: text(m?.address_complement),
  address_neighborhood: text(m?.address_neighborhood),
  address_city: text(m?.address_city),
  address_state: text(m?.address_state),
});

const personTypeOf = (document: string): 1 | 2 => (stripTaxIdMask(document).length === 11 ? 1 : 2);

/**
 * 'Dados Cadastrais': provider, partner type (admins), person type, status, legal nature, CNAEs,
 * CPF/CNPJ (looked up and checked for duplicates on create), names, contact and address (filled
 * from the CEP). A financial-institution partner's merchant needs only the document.
 */
export function MerchantForm({
  merchant,
  creditors,
  fixedCreditorId,
  isAdmin,
  partnerType,
  onCreditorChange,
  submitting,
  onSubmit,
  actions,
}: MerchantFormProps) {
  const editing = Boolean(merchant);
  // react-hook-form reads its resolver anew at each render: the rules follow the creditor picked later.
  const schema = useMemo(
    () => merchantSchemaFor(partnerType ?? 'fornecedor') as unknown as z.ZodType<MerchantFormValues, MerchantFormValues>,
    [partnerType],
  );
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: initialValues(merchant, fixedCreditorId ?? '') });
  const { control } = form;
  const { isDirty } = form.formState;
  const creditorId = useWatch({ control, name: 'creditor_id' });
  const [register, setRegister] = useState<MerchantRegister>({
    type_person: (merchant?.type_person as 1 | 2 | undefined) ?? 2,
    legal_nature_description: text(merchant?.legal_nature_description),
    cnaes: merchant?.cnaes ?? [],
    partners_external_data: merchant?.partners_external_data ?? [],
  });
  const [registerChanged, setRegisterChanged] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const lastDocument = useRef('');
  const { offline, fillCompany, lookUpCompany, cepField } = useLookupFill(form);
  const isIf = partnerType === 'if';

  const updateRegister = (next: Partial<MerchantRegister>) => {
    setRegister((current) => ({ ...current, ...next }));
    setRegisterChanged(true);
  };

  /** The look-up's register of the company filled, or an empty one when nothing was. */
  const registerOf = (company: DocumentAnswer | null) => ({
    legal_nature_description: company?.empresa.legal_nature_description ?? '',
    cnaes: company?.empresa.cnaes ?? [],
    partners_external_data: company?.empresa.partners ?? [],
  });

  /** The chosen creditor's duplicate check; without a creditor yet, the blur or the creditor's choice asks later. */
  const isRegistered = (document: string) => {
    const creditorId = form.getValues('creditor_id');
    return creditorId ? isMerchantDocumentRegistered(creditorId, document) : Promise.resolve(false);
  };

  /** On create: the person type follows the document, and a CNPJ not yet registered fills the company from the look-up. */
  const onDocumentChange = async (masked: string) => {
    const document = stripTaxIdMask(masked);
    if (editing || document === lastDocument.current) return;
    lastDocument.current = document;
    setDuplicate(false);
    if (!validateDocument(document)) return;
    updateRegister({ type_person: personTypeOf(document) });
    if (!isValidCnpj(document)) {
      // A CPF has no look-up: nothing of a company typed before stays.
      fillCompany(null);
      updateRegister(registerOf(null));
      return;
    }
    setLookingUp(true);
    try {
      const found = await lookUpCompany(document, () => isRegistered(document));
      if (!found || lastDocument.current !== document) return;
      if (found.registered) setDuplicate(true);
      updateRegister(registerOf(found.company));
    } finally {
      setLookingUp(false);
    }
  };

  /** The duplicate check runs again when the user leaves the field, for the creditor chosen by then. */
  const onDocumentBlur = async () => {
    const document = stripTaxIdMask(form.getValues('document_number'));
    if (editing || !form.getValues('creditor_id') || !validateDocument(document)) return;
    const registered = await isRegistered(document).catch(() => false);
    if (stripTaxIdMask(form.getValues('document_number')) !== document) return;
    setDuplicate(registered);
    if (registered) {
      // Another merchant's document: what its look-up filled belongs to that record, not to this one.
      fillCompany(null);
      updateRegister(registerOf(null));
    }
  };

  // Without a creditor the supplier's rules apply and a click asks for the creditor first; once
  // one is chosen its partner type decides the rules, so the button waits for it. A registered
  // document or a look-up under way is told beside the field.
  const blocked =
    (Boolean(creditorId) && !partnerType) || duplicate || lookingUp || (editing && !isDirty && !registerChanged);
  const required = !isIf;

  return (
    <SubmitForm form={form} onValid={(values) => onSubmit(values, register)} aria-label={editing ? M.registrationTab : M.createTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          {isAdmin && !editing ? (
            <FormSelectField
              control={control}
              name="creditor_id"
              label={M.providerLabel}
              required
              options={creditors}
              onValueChange={(value) => {
                setDuplicate(false);
                onCreditorChange?.(value);
              }}
            />
          ) : (
            <TextField
              size="small"
              fullWidth
              label={M.providerLabel}
              value={creditors.find((c) => c.value === form.getValues('creditor_id'))?.label ?? merchant?.creditor_company_name ?? ''}
              disabled
            />
          )}
        </Grid>
        {isAdmin ? (
          <Grid size={{ xs: 12, md: 2 }}>
            <TextField
              size="small"
              fullWidth
              label={M.partnerTypeLabel}
              value={partnerType ? (isIf ? M.financialInstitution : M.supplierPartnerType) : ''}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 2 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={M.personTypeLabel}
            value={String(register.type_person)}
            onChange={(event) => updateRegister({ type_person: Number(event.target.value) as 1 | 2 })}
          >
            {PERSON_TYPES.map((p) => (
              <MenuItem key={p.value} value={String(p.value)}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {editing ? (
          <Grid size={{ xs: 12, md: 2 }}>
            <TextField
              size="small"
              fullWidth
              label={M.statusLabel}
              value={merchant?.active ? M.activeStatus : M.inactiveStatus}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: editing ? 2 : 4 }}>
          <TextField
            size="small"
            fullWidth
            label={M.legalNatureLabel}
            value={register.legal_nature_description}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>

        {/* The field owns its onBlur (validation): the duplicate check listens to the blur bubbling up. */}
        <Grid size={{ xs: 12, md: 4 }} onBlur={() => void onDocumentBlur()}>
          <FormMaskedField
            control={control}
            name="document_number"
            kind="cpfCnpj"
            label={M.documentLabel}
            required
            disabled={editing}
            onValueChange={(value) => void onDocumentChange(value)}
            error={duplicate}
            helperText={duplicate ? M.duplicateCnpj : lookingUp ? M.lookingUp : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="company_name" label={M.companyNameLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="trading_name" label={M.tradingNameLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="contact_name" label={M.contactNameLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="contact_email" label={M.contactEmailLabel} required={required} type="email" disabled={editing} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormMaskedField control={control} name="phone_number" kind="phone" label={M.mobilePhoneLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormMaskedField
            control={control}
            name="address_zip_code"
            kind="cep"
            label={M.cepLabel}
            required={required}
            {...cepField}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="address" label={M.addressLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_number" label={M.numberLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_complement" label={M.complementLabel} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_neighborhood" label={M.neighborhoodLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={control} name="address_city" label={M.cityLabel} required={required} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormSelectField
            control={control}
            name="address_state"
            label={M.stateLabel}
            required={required}
            options={BRAZILIAN_STATES}
            optionLabel={(s) => `${s.value} - ${s.label}`}
          />
        </Grid>

        <Grid size={12}>
          <Typography variant="subtitle2" component="h2">
            {M.cnaesLabel}
          </Typography>
          {register.cnaes.length ? (
            <List dense aria-label={M.cnaesLabel}>
              {register.cnaes.map((c) => (
                <ListItem key={c.number} disableGutters>
                  <ListItemText primary={`${c.number} - ${c.description}`} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {M.noCnaes}
            </Typography>
          )}
        </Grid>
        {offline ? (
          <Grid size={12}>
            <Alert severity="info" variant="outlined">
              {M.offlineProviderNotice}
            </Alert>
          </Grid>
        ) : null}

        <Grid size={12}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {actions}
            <SubmitButton pending={submitting} disabled={blocked} />
          </Stack>
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
