import { Suspense, useMemo } from 'react';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { AsyncExportButtons, ListLoadError, ListScreen, NoAccess, PageHeader, TableSkeleton } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { usePermissions } from '../../../lib/permissions';
import { gridExportQuery } from '../api/grid-export';
import { defaultMonitoringFilters, exportMonitoring, useMonitoringContracts, useMonitoringSummary, type MonitoringFilters } from '../api/monitoring';
import { withFooterRow } from '../components/items/footer-row';
import { gridFooter } from '../components/items/GridFooter';
import { useItemListScreen } from '../components/items/useItemListScreen';
import { MonitoringCharts } from '../components/monitoring/MonitoringCharts';
import { monitoringColumns, monitoringFooterRow } from '../components/monitoring/monitoringColumns';
import { monitoringFilterFields } from '../components/monitoring/monitoringFilterFields';
import { MonitoringKpis } from '../components/monitoring/MonitoringKpis';

// Opened on demand: a chunk of its own.
const MonitoringContractDrawer = lazyNamed(() => import('../components/monitoring/MonitoringContractDrawer'), 'MonitoringContractDrawer');

const M = MESSAGES.reconciliationMonitoring;
const P = PERMISSIONS.conciliacao_monitoramento_contratos;
/** Spec 4 §2.9: the riskiest first (coverage ascending) when no column is chosen. */
const DEFAULT_SORT = { coveragePercentOrder: 'asc' } as const;

/** /app/conciliation-monitoring: 'Monitoramento dos Contratos' (spec 4 §2.9). */
export default function MonitoringPage() {
  const { isAdmin, can, loading } = usePermissions();
  if (loading) return null;
  if (!can(P, 'read')) return <NoAccess />;
  return (
    <MonitoringScreen
      isAdmin={isAdmin}
      canSeeCommitment={can(PERMISSIONS.cad_compromisso_dados_compromissos, 'read')}
      canSeeSchedule={can(PERMISSIONS.conciliacao_agenda, 'read')}
      canSeeBank={can(PERMISSIONS.conciliacao_bancaria, 'read')}
    />
  );
}

interface MonitoringScreenProps {
  isAdmin: boolean;
  canSeeCommitment: boolean;
  canSeeSchedule: boolean;
  canSeeBank: boolean;
}

function MonitoringScreen({ isAdmin, canSeeCommitment, canSeeSchedule, canSeeBank }: MonitoringScreenProps) {
  // Contracts are read from the commitments, not from the companies: a creditor with none still has its list.
  const { list, openId, setDrawer, pickers, params, enabled } = useItemListScreen(defaultMonitoringFilters, isAdmin, DEFAULT_SORT, { companyFree: true });
  const query = useMonitoringContracts(list.filters, params, enabled);
  const summary = useMonitoringSummary(list.filters, enabled);
  const applyFilter = (patch: Partial<MonitoringFilters>) => list.setFilters({ ...list.filters, ...patch });

  const fields = useMemo(() => monitoringFilterFields(isAdmin, pickers.creditors), [isAdmin, pickers.creditors]);
  const columns = useMemo(() => monitoringColumns({ isAdmin, canSeeCommitment, onOpen: (row) => setDrawer(row.installment_id) }), [isAdmin, canSeeCommitment, setDrawer]);
  const totals = query.data?.totals;
  const footerRow = useMemo(() => (totals ? monitoringFooterRow(totals) : undefined), [totals]);
  const gridColumns = useMemo(() => withFooterRow(columns, footerRow), [columns, footerRow]);
  const placeholder = query.isError ? <ListLoadError onRetry={() => void query.refetch()} /> : query.isPending ? <TableSkeleton /> : undefined;

  return (
    <>
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <ListScreen
        footer={gridFooter}
        list={list}
        query={query}
        fields={fields}
        columns={gridColumns}
        minWidth={2300}
        placeholder={placeholder}
        getRowId={(row) => row.installment_id}
        rowProps={(row) => ({ onClick: () => setDrawer(row.installment_id), style: { cursor: 'pointer' } })}
        toolbar={
          <AsyncExportButtons
            formats={['xls', 'csv']}
            requestExport={(format) => exportMonitoring(list.filters, format, gridExportQuery(columns, params))}
            totalLines={query.data?.metadata.resultset.count}
            onRefresh={() => {
              void query.refetch();
              void summary.refetch();
            }}
          />
        }
      >
        <MonitoringKpis totals={totals} />
        <MonitoringCharts summary={summary.data} onBand={(band) => applyFilter({ coverage_band: band })} onWeek={(weekEnd) => applyFilter({ expiration_to: weekEnd })} />
      </ListScreen>
      <Suspense fallback={null}>
        {openId && <MonitoringContractDrawer id={openId} canSeeCommitment={canSeeCommitment} canSeeSchedule={canSeeSchedule} canSeeBank={canSeeBank} onClose={() => setDrawer(null)} />}
      </Suspense>
    </>
  );
}
