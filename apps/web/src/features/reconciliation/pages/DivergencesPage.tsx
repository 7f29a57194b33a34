import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import {
  AsyncExportButtons,
  ListLoadError,
  ListScreen,
  NoAccess,
  PageHeader,
  TableSkeleton,
  useListState,
} from '../../../components';
import type { ListParams } from '../../../lib/list-params';
import { periodProblems } from '../api/check-filters';
import { lazyNamed } from '../../../lib/lazyNamed';
import { usePermissions } from '../../../lib/permissions';
import {
  defaultDivergenceFilters,
  exportDivergences,
  useDivergences,
  useDivergenceSummary,
  type DivergenceFilters,
} from '../api/divergences';
import { useItemPickers } from '../api/useItemPickers';
import { gridExportQuery } from '../api/grid-export';
import { DivergenceCharts } from '../components/divergences/DivergenceCharts';
import { divergenceColumns } from '../components/divergences/divergenceColumns';
import { divergenceFilterFields } from '../components/divergences/divergenceFilterFields';
import { DivergenceKpis } from '../components/divergences/DivergenceKpis';
import { JustifyDialog } from '../components/divergences/JustifyDialog';
import { NoCompanyNotice } from '../components/items/NoCompanyNotice';

// Opened on demand: a chunk of its own, so the list's first load stays light.
const DivergenceDrawer = lazyNamed(
  () => import('../components/divergences/DivergenceDrawer'),
  'DivergenceDrawer',
);

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const P = PERMISSIONS.conciliacao_divergencias;
/** The drawer's address parameter (spec 4 §2.2 item 1). */
const ITEM = 'item';
/** Spec 4 §2.6 [D15]: the biggest money first when no column is chosen. */
const DEFAULT_SORT = { absDifferenceOrder: 'desc' } as const;

/** /app/conciliation-consult: 'Divergências' (spec 4 §2.6). */
export default function DivergencesPage() {
  const { isAdmin, can, loading } = usePermissions();
  if (loading) return null;
  if (!can(P, 'read')) return <NoAccess />;
  return (
    <DivergencesScreen
      isAdmin={isAdmin}
      canEdit={can(P, 'edit')}
      canSeeCompanies={can(PERMISSIONS.conciliacao_empresas, 'read')}
    />
  );
}

interface DivergencesScreenProps {
  isAdmin: boolean;
  canEdit: boolean;
  canSeeCompanies: boolean;
}

function DivergencesScreen({ isAdmin, canEdit, canSeeCompanies }: DivergencesScreenProps) {
  const defaults = useMemo(() => defaultDivergenceFilters(), []);
  const list = useListState<DivergenceFilters>(defaults);
  const [search, setSearch] = useSearchParams();
  const pickers = useItemPickers(isAdmin, list.filters.creditor_id);
  const problems = useMemo(
    () => periodProblems(list.filters.date_from, list.filters.date_to),
    [list.filters.date_from, list.filters.date_to],
  );
  const params: ListParams = list.sort ? list.params : { ...list.params, ...DEFAULT_SORT };
  const enabled = problems.length === 0 && pickers.ready && !pickers.noCompany;
  const query = useDivergences(list.filters, params, enabled);
  const summary = useDivergenceSummary(list.filters, enabled);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [justifying, setJustifying] = useState<readonly string[] | null>(null);
  const openId = search.get(ITEM);

  const setDrawer = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(ITEM, id);
      else next.delete(ITEM);
      return next;
    });
  const applyFilter = (patch: Partial<DivergenceFilters>) => list.setFilters({ ...list.filters, ...patch });

  const fields = useMemo(() => divergenceFilterFields(isAdmin, pickers), [isAdmin, pickers]);
  const columns = useMemo(
    () =>
      divergenceColumns({
        isAdmin,
        canEdit,
        selected,
        onToggle: (id) =>
          setSelected((current) => {
            const next = new Set(current);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        onTogglePage: (ids, on) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const id of ids)
              if (on) next.add(id);
              else next.delete(id);
            return next;
          }),
        onDetail: (row) => setDrawer(row.id),
        onJustify: (row) => setJustifying([row.id]),
      }),
    // setDrawer writes the address: a new function each render, the same effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isAdmin, canEdit, selected],
  );

  const placeholder = pickers.noCompany ? (
    <NoCompanyNotice canSeeCompanies={canSeeCompanies} />
  ) : problems.length > 0 ? (
    <Alert severity="warning">{problems.join(' ')}</Alert>
  ) : query.isError ? (
    <ListLoadError onRetry={() => void query.refetch()} />
  ) : query.isPending ? (
    <TableSkeleton />
  ) : undefined;

  return (
    <>
      <PageHeader title={D.title} subtitle={D.subtitle} />
      <ListScreen
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={1900}
        placeholder={placeholder}
        toolbar={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            {canEdit && (
              <Button
                variant="contained"
                disabled={selected.size === 0}
                onClick={() => setJustifying([...selected])}
              >
                {D.justifySelected}
              </Button>
            )}
            <AsyncExportButtons
              formats={['xls', 'csv']}
              requestExport={(format) =>
                exportDivergences(list.filters, format, gridExportQuery(columns, params))
              }
              totalLines={query.data?.metadata.resultset.count}
              onRefresh={() => {
                void query.refetch();
                void summary.refetch();
              }}
            />
          </Stack>
        }
      >
        {!pickers.noCompany && (
          <>
            <DivergenceKpis kpis={summary.data?.kpis} />
            <DivergenceCharts
              summary={summary.data}
              onAge={(min, max) => applyFilter({ age_min: min, age_max: max })}
              onType={(type) => applyFilter({ types: type })}
            />
          </>
        )}
      </ListScreen>
      <Suspense fallback={null}>
        {openId && (
          <DivergenceDrawer
            id={openId}
            canEdit={canEdit}
            onClose={() => setDrawer(null)}
            onJustify={(row) => setJustifying([row.id])}
          />
        )}
        {justifying && (
          <JustifyDialog
            ids={justifying}
            onClose={() => setJustifying(null)}
            onDone={() => {
              setSelected((current) => new Set([...current].filter((id) => !justifying.includes(id))));
              setJustifying(null);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
