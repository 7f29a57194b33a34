import { Suspense, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { AsyncExportButtons, ListLoadError, ListScreen, NoAccess, PageHeader, TableSkeleton } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { usePermissions } from '../../../lib/permissions';
import { BANK_DAILY_COLUMNS, defaultBankFilters, exportBank, useBank, useBankCharts, useBankDaily, type BankItem, type BankView } from '../api/bank';
import { gridExportQuery } from '../api/grid-export';
import { ALL } from '../api/item-query';
import { BankCharts } from '../components/bank/BankCharts';
import { bankColumns } from '../components/bank/bankColumns';
import { BankExpandedRow } from '../components/bank/BankComposition';
import { BankDailyTable } from '../components/bank/BankDailyTable';
import { bankFilterFields } from '../components/bank/bankFilterFields';
import { BankKpis } from '../components/bank/BankKpis';
import { useSuggestionDecision } from '../components/bank/useSuggestionDecision';
import { itemListPlaceholder } from '../components/items/itemListPlaceholder';
import { useItemListScreen } from '../components/items/useItemListScreen';
import { gridFooter } from '../components/items/GridFooter';

// Opened on demand: chunks of their own.
const BankItemDrawer = lazyNamed(() => import('../components/bank/BankItemDrawer'), 'BankItemDrawer');
const ManualMatchDialog = lazyNamed(() => import('../components/bank/ManualMatchDialog'), 'ManualMatchDialog');

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const P = PERMISSIONS.conciliacao_bancaria;
/** Spec 4 §2.4: the newest day first when no column is chosen. */
const DEFAULT_SORT = { dateOrder: 'desc' } as const;
/** The address parameter of the tab (spec 4 §2.2 item 1); 'Por conta' is its absence. */
const VIEW = 'view';

/** A click on a control inside a row (expand, link, button, checkbox) is that control's, not the row's. */
const onControl = (event: MouseEvent) => event.target instanceof Element && event.target.closest('button, a, input, [role="button"]') !== null;

/** /app/conciliation-bank: 'Conciliação Bancária' (spec 4 §2.4). */
export default function BankPage() {
  const { isAdmin, can, loading } = usePermissions();
  if (loading) return null;
  if (!can(P, 'read')) return <NoAccess />;
  return (
    <BankScreen
      isAdmin={isAdmin}
      canEdit={can(P, 'edit')}
      canSeeDivergences={can(PERMISSIONS.conciliacao_divergencias, 'read')}
      canSeeCompanies={can(PERMISSIONS.conciliacao_empresas, 'read')}
    />
  );
}

interface BankScreenProps {
  isAdmin: boolean;
  canEdit: boolean;
  canSeeDivergences: boolean;
  canSeeCompanies: boolean;
}

function BankScreen({ isAdmin, canEdit, canSeeDivergences, canSeeCompanies }: BankScreenProps) {
  const { list, openId, setDrawer, pickers, problems, params, enabled } = useItemListScreen(defaultBankFilters, isAdmin, DEFAULT_SORT, { unidentified: true });
  const [search, setSearch] = useSearchParams();
  const view: BankView = search.get(VIEW) === 'dia' ? 'dia' : 'conta';
  const query = useBank(list.filters, params, enabled && view === 'conta');
  const daily = useBankDaily(list.filters, enabled && view === 'dia');
  const charts = useBankCharts(list.filters, enabled);
  const suggestion = useSuggestionDecision();
  /** The manual match dialog: from the toolbar (item null) or from an item. */
  const [manual, setManual] = useState<{ item: BankItem | null } | null>(null);

  const setView = useCallback(
    (next: BankView) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next === 'dia') params.set(VIEW, 'dia');
        else params.delete(VIEW);
        params.delete('offset');
        return params;
      }),
    [setSearch],
  );

  const fields = useMemo(() => bankFilterFields(isAdmin, pickers), [isAdmin, pickers]);
  const totals = view === 'conta' ? query.data?.totals : daily.data?.totals;
  const columns = useMemo(
    () => bankColumns({ isAdmin, totals: query.data?.totals, onOpen: (item) => setDrawer(item.id), onDecide: canEdit ? (item, decision) => void suggestion.decide(item, decision) : undefined, deciding: suggestion.busy }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `suggestion.decide` is remade each render; its busy flag is what changes.
    [isAdmin, query.data?.totals, setDrawer, canEdit, suggestion.busy],
  );
  const refresh = () => {
    void (view === 'conta' ? query.refetch() : daily.refetch());
    void charts.refetch();
  };

  const manualButton = canEdit && (
    <Button variant="contained" onClick={() => setManual({ item: null })}>
      {B.manualMatch}
    </Button>
  );
  const listPlaceholder = itemListPlaceholder({ noCompany: pickers.noCompany, canSeeCompanies, problems, query: view === 'conta' ? query : daily });
  const dailyView =
    listPlaceholder ??
    (daily.data && (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          {manualButton}
          <AsyncExportButtons
            formats={['xls', 'csv']}
            requestExport={(format) => exportBank(list.filters, 'dia', format, { columns: BANK_DAILY_COLUMNS.join(',') })}
            totalLines={daily.data.results.length}
            onRefresh={refresh}
          />
        </Stack>
        <BankDailyTable daily={daily.data} onDay={(date) => list.setOutside({ [VIEW]: null, date_from: date, date_to: date })} />
      </Stack>
    )) ??
    (daily.isError ? <ListLoadError onRetry={() => void daily.refetch()} /> : <TableSkeleton />);

  return (
    <>
      <PageHeader title={B.title} subtitle={B.subtitle} />
      <ListScreen
        footer={gridFooter}
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={2000}
        placeholder={view === 'dia' ? dailyView : listPlaceholder}
        renderExpanded={(item) => <BankExpandedRow id={item.id} />}
        rowProps={(item) => ({ onClick: (event) => !onControl(event) && setDrawer(item.id), style: { cursor: 'pointer' } })}
        toolbar={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            {manualButton}
            <AsyncExportButtons
              formats={['xls', 'csv']}
              requestExport={(format) => exportBank(list.filters, 'conta', format, gridExportQuery(columns, params))}
              totalLines={query.data?.metadata.resultset.count}
              onRefresh={refresh}
            />
          </Stack>
        }
      >
        {!pickers.noCompany && (
          <>
            <BankKpis totals={totals} />
            <BankCharts
              charts={charts.data}
              onDate={(date) => list.setFilters({ ...list.filters, date_from: date, date_to: date })}
              onAcquirer={(document, status) => {
                const acquirer = pickers.acquirerIdOf(document);
                list.setFilters({ ...list.filters, acquirer_ids: acquirer ?? list.filters.acquirer_ids, status });
              }}
            />
            <Tabs value={view} onChange={(_event, next: BankView) => setView(next)} aria-label={B.tabs}>
              <Tab value="conta" label={B.byAccount} />
              <Tab value="dia" label={B.byDay} />
            </Tabs>
          </>
        )}
      </ListScreen>
      <Suspense fallback={null}>
        {openId && (
          <BankItemDrawer
            id={openId}
            canEdit={canEdit}
            canSeeDivergences={canSeeDivergences}
            onClose={() => setDrawer(null)}
            onManual={(item) => setManual({ item })}
          />
        )}
        {manual && <ManualMatchDialog item={manual.item} creditorId={list.filters.creditor_id === ALL ? null : list.filters.creditor_id} onClose={() => setManual(null)} />}
      </Suspense>
    </>
  );
}
