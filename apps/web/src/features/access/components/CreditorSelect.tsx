import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { MESSAGES, formatDocument, type Creditor } from '@lastro/domain';
import { useCreditors } from '../../../lib/reference/useCreditors';

const M = MESSAGES.access;

/** The supplier select of the creditor users tab (admins only). */
export function CreditorSelect({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const creditors = useCreditors();
  const options = creditors.data?.results ?? [];
  const selected = options.find((c) => c.id === value) ?? null;
  return (
    <Autocomplete<Creditor>
      options={options}
      value={selected}
      loading={creditors.isPending}
      onChange={(_e, next) => onChange(next?.id ?? null)}
      getOptionLabel={(c) => `${c.company_name} — ${formatDocument(c.document_number)}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={M.creditorColumn} placeholder={M.selectCreditor} size="small" />}
      sx={{ minWidth: 320, flex: 1, maxWidth: 560 }}
    />
  );
}
