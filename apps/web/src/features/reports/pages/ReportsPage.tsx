import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess, PageHeader, TabbedPage } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { SettlementReportTab } from '../components/SettlementReportTab';

const M = MESSAGES.reports;

/** /app/reports: 'Relatórios' with the tab 'PREVISÃO DE LIQUIDAÇÃO' (relatorios_liquidacao read). */
export default function ReportsPage() {
  const { can, loading } = usePermissions();
  if (loading) return null;
  return (
    <>
      <PageHeader title={M.title} />
      {can(PERMISSIONS.relatorios_liquidacao, 'read') ? (
        <TabbedPage aria-label={M.title} tabs={[{ label: M.settlementTab, content: <SettlementReportTab /> }]} />
      ) : (
        <NoAccess />
      )}
    </>
  );
}
