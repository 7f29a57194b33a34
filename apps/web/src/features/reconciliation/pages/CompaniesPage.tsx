import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess, PageHeader, TabbedPage } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { CompaniesTab } from '../components/CompaniesTab';
import { RulesTab } from '../components/RulesTab';

const M = MESSAGES.reconciliationCompanies;

/** /app/conciliation-company?tab={0,1}: 'Empresas e contas' (spec 4 §2.8). */
export default function CompaniesPage() {
  const { isAdmin, can, loading } = usePermissions();
  const creditorsQuery = useCreditors(undefined, isAdmin);
  const creditors = useMemo(() => (creditorsQuery.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })), [creditorsQuery.data]);
  if (loading) return null;
  if (!can(PERMISSIONS.conciliacao_empresas, 'read')) return <NoAccess />;
  return (
    <>
      <PageHeader title={M.title} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {M.subtitle}
      </Typography>
      <TabbedPage
        aria-label={M.title}
        tabs={[
          { label: M.companiesTab, content: <CompaniesTab creditors={creditors} /> },
          { label: M.rulesTab, content: <RulesTab creditors={creditors} /> },
        ]}
      />
    </>
  );
}
