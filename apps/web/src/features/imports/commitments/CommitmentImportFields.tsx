import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { MESSAGES, PARTNER_TYPES } from '@lastro/domain';
import { useCreditors } from '../../../lib/reference/useCreditors';
import type { CommitmentImportForm } from './useCommitmentImportForm';

const T = MESSAGES.imports.commitments;

/** Provider, read-only partner type, the types and (smoke, gcap '1') 'Gestão de colateral?'. */
export function CommitmentImportFields({ form, smoke }: { form: CommitmentImportForm; smoke: boolean }) {
  const creditors = useCreditors(undefined, form.isAdmin);
  const partnerLabel = PARTNER_TYPES.find((p) => p.value === form.partnerType)?.label ?? '';
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {form.isAdmin ? (
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            label={T.providerLabel}
            value={form.state.creditorId}
            onChange={(e) => form.setCreditor(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'import-provider' } }}
          >
            {(creditors.data?.results ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.trading_name || c.company_name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: form.isAdmin ? 2 : 4 }}>
        <TextField fullWidth label={T.partnerProfileLabel} value={partnerLabel} slotProps={{ input: { readOnly: true } }} />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField
          select
          fullWidth
          label={T.transactionTypeLabel}
          value={form.state.type}
          disabled={form.typeLocked}
          onChange={(e) => form.setType(Number(e.target.value))}
        >
          {form.transactionTypes.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField
          select
          fullWidth
          label={T.contractTypeLabel}
          value={form.state.contractType}
          disabled={form.contractTypeLocked}
          onChange={(e) => form.setContractType(Number(e.target.value))}
        >
          {form.contractTypes.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {smoke && form.gcapAllowed ? (
        <Grid size={{ xs: 12 }}>
          <FormControlLabel
            control={<Switch checked={form.state.gcap} onChange={(e) => form.setGcap(e.target.checked)} />}
            label={MESSAGES.imports.collateralManagement}
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
