import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess, PageHeader, texts } from '../../../components';
import { ApiError } from '../../../lib/api';
import { usePermissions } from '../../../lib/permissions';
import { useRegisteredContract } from '../api/get-registered-contract';
import { RegisteredContractView } from '../components/RegisteredContractView';

const M = MESSAGES.registeredContracts;
const PARAM = 'external_reference';

/** /app/registered-contracts: 'Buscar Contrato' by external reference or contract identifier; the reference stays in the address. */
export default function RegisteredContractsPage() {
  const { can, loading } = usePermissions();
  const [params, setParams] = useSearchParams();
  const searched = params.get(PARAM) ?? '';
  const [value, setValue] = useState(searched);
  const query = useRegisteredContract(searched);

  if (loading) return null;
  if (!can(PERMISSIONS.cad_contratos_registrados, 'read'))
    return (
      <>
        <PageHeader title={M.title} />
        <NoAccess />
      </>
    );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const ref = value.trim();
    if (ref) setParams({ [PARAM]: ref });
  };
  const reset = () => {
    setValue('');
    setParams({});
  };
  // ApiError carries the server's first message ('Contrato não encontrado').
  const error = query.error ? (query.error instanceof ApiError ? query.error.message : MESSAGES.common.genericError) : null;

  return (
    <>
      <PageHeader title={M.title} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={search} noValidate aria-label={M.searchTitle}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {M.searchTitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              id="registered-contract-ref"
              label={M.searchLabel}
              size="small"
              fullWidth
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button type="button" variant="outlined" onClick={reset}>
                {texts.filters.clear}
              </Button>
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!value.trim()}>
                {texts.filters.search}
              </Button>
            </Stack>
          </Stack>
        </Paper>
        {query.isFetching && <CircularProgress aria-label={M.searchTitle} sx={{ alignSelf: 'center' }} />}
        {error && !query.isFetching && <Alert severity="warning">{error}</Alert>}
        {query.data && !query.isFetching && <RegisteredContractView contract={query.data} />}
      </Stack>
    </>
  );
}
