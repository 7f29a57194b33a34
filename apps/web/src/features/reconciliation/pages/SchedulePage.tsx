import { Suspense, useMemo } from 'react';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { AsyncExportButtons, ListScreen, NoAccess, PageHeader } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useArrangements } from '../../../lib/reference/useArrangements';
import { gridExportQuery } from '../api/grid-export';
import { queryOf } from '../api/item-query';
import { defaultScheduleFilters, exportSchedule, useSchedule, useScheduleCharts } from '../api/schedule';
import { useMerchantOptions } from '../api/useMerchantOptions';
import { itemListPlaceholder } from '../components/items/itemListPlaceholder';
import { useItemListScreen } from '../components/items/useItemListScreen';
import { ScheduleCharts } from '../components/schedule/ScheduleCharts';
import { scheduleColumns, scheduleFooterRow } from '../components/schedule/scheduleColumns';
import { scheduleFilterFields } from '../components/schedule/scheduleFilterFields';
import { ScheduleKpis } from '../components/schedule/ScheduleKpis';
import { withFooterRow } from '../components/items/footer-row';
import { gridFooter } from '../components/items/GridFooter';

// Opened on demand: a chunk of its own.
const ScheduleItemDrawer = lazyNamed(() => import('../components/schedule/ScheduleItemDrawer'), 'ScheduleItemDrawer');

const A = MESSAGES.reconciliationScreens.schedule;
const P = PERMISSIONS.conciliacao_agenda;
/** Who may list merchants (GET merchants), so who gets the 'Estabelecimento' filter. */
const MERCHANT_READERS = [PERMISSIONS.cad_estabelecimento, PERMISSIONS.cad_agenda_consulta_agenda, PERMISSIONS.cad_compromisso_dados_compromissos];
/** Spec 4 §2.3: by settlement date, oldest first, when no column is chosen. */
const DEFAULT_SORT = { settlementDateOrder: 'asc' } as const;

/** /app/conciliation-schedule: 'Conciliação de Agenda' (spec 4 §2.3). */
export default function SchedulePage() {
  const { isAdmin, can, loading } = usePermissions();
  if (loading) return null;
  if (!can(P, 'read')) return <NoAccess />;
  return (
    <ScheduleScreen
      isAdmin={isAdmin}
      canListMerchants={MERCHANT_READERS.some((slug) => can(slug, 'read'))}
      canSeeDivergences={can(PERMISSIONS.conciliacao_divergencias, 'read')}
      canSeeCompanies={can(PERMISSIONS.conciliacao_empresas, 'read')}
    />
  );
}

interface ScheduleScreenProps {
  isAdmin: boolean;
  canListMerchants: boolean;
  canSeeDivergences: boolean;
  canSeeCompanies: boolean;
}

function ScheduleScreen({ isAdmin, canListMerchants, canSeeDivergences, canSeeCompanies }: ScheduleScreenProps) {
  const { list, openId, setDrawer, pickers, problems, params, enabled } = useItemListScreen(defaultScheduleFilters, isAdmin, DEFAULT_SORT);
  const arrangementsQuery = useArrangements();
  const arrangements = useMemo(
    () => (arrangementsQuery.data?.results ?? []).map((a) => ({ value: a.payment_arrangement, label: `${a.payment_arrangement} ${a.brand_name}` })),
    [arrangementsQuery.data],
  );
  const query = useSchedule(list.filters, params, enabled);
  const charts = useScheduleCharts(list.filters, enabled);

  const merchants = useMerchantOptions(canListMerchants, list.filters.creditor_id);
  const fields = useMemo(() => scheduleFilterFields(isAdmin, { ...pickers, arrangements, merchants }), [isAdmin, pickers, arrangements, merchants]);
  const totals = query.data?.totals;
  const footerRow = useMemo(() => (totals ? scheduleFooterRow(totals) : undefined), [totals]);
  const columns = useMemo(() => scheduleColumns(isAdmin, (item) => setDrawer(item.id)), [isAdmin, setDrawer]);
  const gridColumns = useMemo(() => withFooterRow(columns, footerRow), [columns, footerRow]);

  const { creditor_id, account_id, acquirer_ids, date_from, date_to } = list.filters;
  const divergencesHref = canSeeDivergences
    ? `${paths.conciliationConsult.root.path}?${new URLSearchParams(queryOf({ creditor_id, account_id, acquirer_ids, date_from, date_to })).toString()}`
    : null;

  const placeholder = itemListPlaceholder({ noCompany: pickers.noCompany, canSeeCompanies, problems, query });

  return (
    <>
      <PageHeader title={A.title} subtitle={A.subtitle} />
      <ListScreen
        footer={gridFooter}
        list={list}
        query={query}
        fields={fields}
        columns={gridColumns}
        minWidth={1900}
        placeholder={placeholder}
        rowProps={(item) => ({ onClick: () => setDrawer(item.id), style: { cursor: 'pointer' } })}
        toolbar={
          <AsyncExportButtons
            formats={['xls', 'csv']}
            requestExport={(format) => exportSchedule(list.filters, format, gridExportQuery(columns, params))}
            totalLines={query.data?.metadata.resultset.count}
            onRefresh={() => {
              void query.refetch();
              void charts.refetch();
            }}
          />
        }
      >
        {!pickers.noCompany && (
          <>
            <ScheduleKpis totals={query.data?.totals} divergencesHref={divergencesHref} />
            <ScheduleCharts
              charts={charts.data}
              onDate={(date, status) => list.setFilters({ ...list.filters, date_from: date, date_to: date, status })}
              onStatus={(status) => list.setFilters({ ...list.filters, status })}
            />
          </>
        )}
      </ListScreen>
      <Suspense fallback={null}>{openId && <ScheduleItemDrawer id={openId} canSeeDivergences={canSeeDivergences} onClose={() => setDrawer(null)} />}</Suspense>
    </>
  );
}
