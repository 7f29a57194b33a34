import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MERCHANT_IMPORT_FUNCTIONS,
  MERCHANT_IMPORT_TEMPLATES,
  MESSAGES,
  formatDocument,
  type Creditor,
  type MerchantImportFunction,
} from '@lastro/domain';
import { ImportFlow, NoAccess, PageHeader, type ImportPreviewColumn } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { useSession } from '../../../lib/session';
import { useMerchantImportFunctions } from '../api/get-merchant-import-functions';

const M = MESSAGES.imports;

/** Preview columns of each function, labelled as the template's headers. */
const COLUMNS: Record<MerchantImportFunction, readonly ImportPreviewColumn[]> = {
  0: [
    { key: 'cnpj_ou_id_lote', label: M.documentColumn },
    { key: 'opt_in_opt_out', label: M.optInOutColumn },
    { key: 'recorrente_', label: M.recurrenceColumn },
  ],
  1: [
    { key: 'cnpj___cpf', label: M.documentColumn },
    { key: 'razao_social', label: M.companyNameColumn },
    { key: 'nome_fantasia', label: M.tradingNameColumn },
    { key: 'e_mail_do_contato', label: M.contactEmailColumn },
    { key: 'nome_do_contato', label: M.contactNameColumn },
    { key: 'telefone_com_ddd_do_contato', label: M.contactPhoneColumn },
    { key: 'endereco', label: M.addressColumn },
    { key: 'numero', label: M.addressNumberColumn },
    { key: 'complemento', label: M.addressComplementColumn },
    { key: 'bairro', label: M.neighborhoodColumn },
    { key: 'cidade', label: M.cityColumn },
    { key: 'estado', label: M.stateColumn },
    { key: 'cep', label: M.zipCodeColumn },
  ],
};

/** Cadastro goes to the spec's users/upload-merchant; Manutenção to its sibling (one import kind each). */
const UPLOAD: Record<MerchantImportFunction, { kind: 'merchants-maintenance' | 'merchants-registration'; url: string }> = {
  0: { kind: 'merchants-maintenance', url: 'users/upload-merchant/maintenance' },
  1: { kind: 'merchants-registration', url: 'users/upload-merchant' },
};

const TEMPLATE = {
  0: MERCHANT_IMPORT_TEMPLATES.maintenance,
  1: MERCHANT_IMPORT_TEMPLATES.registration,
} as const;

/**
 * /app/import-merchants (spec 3 §2.1): provider (administrators pick; a creditor user is fixed
 * to its own creditor), function limited by the creditor's funcao_importacao_ec, then the shared
 * import flow; the file is chosen only once a provider is.
 */
export default function ImportMerchantsPage() {
  const session = useSession();
  const { isAdmin, can, loading } = usePermissions();
  const fixedCreditorId = isAdmin ? null : (session?.user.personId ?? null);
  const [pickedCreditorId, setCreditorId] = useState<string | null>(null);
  const creditorId = fixedCreditorId ?? pickedCreditorId ?? '';
  const creditors = useCreditors(undefined, isAdmin);
  const allowed = useMerchantImportFunctions(creditorId);
  const [picked, setPicked] = useState<MerchantImportFunction | null>(null);

  const functions = useMemo(() => MERCHANT_IMPORT_FUNCTIONS.filter((f) => allowed.data?.functions.includes(f.value)), [allowed.data]);
  // The choice stands while the creditor allows it; otherwise the first function it allows.
  const fn = functions.find((f) => f.value === picked)?.value ?? functions[0]?.value ?? null;

  if (loading) return null;
  if (!can('importacao_estabelecimento', 'create')) return <NoAccess />;

  const options = creditors.data?.results ?? [];
  // Until the creditor's functions are known, the flow shows Cadastro's columns, disabled.
  const shown = fn ?? 1;
  const template = TEMPLATE[shown];
  return (
    <>
      <PageHeader title={M.merchantImportTitle} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {isAdmin && (
            <Autocomplete<Creditor>
              options={options}
              value={options.find((c) => c.id === pickedCreditorId) ?? null}
              loading={creditors.isPending}
              onChange={(_e, next) => setCreditorId(next?.id ?? null)}
              getOptionLabel={(c) => `${c.company_name} — ${formatDocument(c.document_number)}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label={M.merchantProvider} size="small" required />}
              sx={{ flex: 1, minWidth: { sm: 320 }, maxWidth: { sm: 480 } }}
            />
          )}
          <TextField
            select
            size="small"
            label={M.merchantFunction}
            value={fn ?? ''}
            onChange={(e) => setPicked(Number(e.target.value) as MerchantImportFunction)}
            disabled={!creditorId || functions.length < 2}
            sx={{ minWidth: 200, width: { sm: 240 } }}
            slotProps={{ htmlInput: { 'data-testid': 'merchant-import-function' } }}
          >
            {functions.map((f) => (
              <MenuItem key={f.value} value={f.value}>
                {f.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <ImportFlow
          key={`${creditorId}:${shown}`}
          kind={UPLOAD[shown].kind}
          uploadUrl={UPLOAD[shown].url}
          fields={creditorId && fn !== null ? { creditor_id: creditorId, function: String(fn) } : null}
          columns={COLUMNS[shown]}
          template={{ fileName: template.fileName, rows: [template.headers, template.example] }}
          disabled={!creditorId || fn === null}
        />
      </Paper>
    </>
  );
}
