import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { EditFrame, useToast } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useCompany, usePatchCompany } from '../api/companies';
import { AccountsTable } from '../components/AccountsTable';
import { CompanySettingsForm } from '../components/CompanySettingsForm';
import { lazyNamed } from '../../../lib/lazyNamed';

// Only a merchant's page edits its account (bank picker and all): loaded when one is shown.
const MerchantAccountForm = lazyNamed(
  () => import('../components/MerchantAccountForm'),
  'MerchantAccountForm',
);

const M = MESSAGES.reconciliationCompanies;

/** /app/conciliation-company/edit?id=: 'Editar empresa' (spec 4 §2.8). */
export default function CompanyEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { can, loading } = usePermissions();
  const query = useCompany(id);
  const patch = usePatchCompany();
  const toast = useToast();
  const canEdit = can(PERMISSIONS.conciliacao_empresas, 'edit');
  return (
    <EditFrame
      back={paths.conciliationCompany.root.path}
      title={M.editTitle}
      query={query}
      missing={!id}
      loading={loading}
      allowed={can(PERMISSIONS.conciliacao_empresas, 'read')}
    >
      {(company) => (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {M.dataSection}
            </Typography>
            <CompanySettingsForm
              key={`${company.id}-${company.tolerance_amount}-${company.tolerance_days}-${company.start_date}-${company.active}`}
              company={company}
              canEdit={canEdit}
              saving={patch.isPending}
              onSave={async (body) => {
                await patch.mutateAsync({ id: company.id, ...body });
                toast.success(M.updated);
              }}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {M.accountsSection}
            </Typography>
            {company.kind === 'originador' && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {M.originatorAccountsText}
              </Typography>
            )}
            {company.kind === 'estabelecimento' && (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {M.merchantAccountText}
                </Typography>
                <Suspense fallback={<CircularProgress size={24} />}>
                  <MerchantAccountForm
                    key={company.accounts
                      .map(
                        (a) =>
                          `${a.id}-${a.bank_code}-${a.agency}-${a.account_number}-${a.account_digit}-${a.account_type}`,
                      )
                      .join()}
                    company={company}
                    canEdit={canEdit}
                    saving={patch.isPending}
                    onSave={async (account) => {
                      await patch.mutateAsync({ id: company.id, account });
                      toast.success(M.updated);
                    }}
                  />
                </Suspense>
              </>
            )}
            <AccountsTable accounts={company.accounts} canEdit={canEdit} />
          </Paper>
        </Stack>
      )}
    </EditFrame>
  );
}
