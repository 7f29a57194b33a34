import { Suspense, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import {
  AsyncExportButtons,
  ListScreen,
  NoAccess,
  PageHeader,
} from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { usePermissions } from '../../../lib/permissions';
import {
  defaultDivergenceFilters,
  exportDivergences,
  useDivergences,
  useDivergenceSummary,
  type DivergenceFilters,
} from '../api/divergences';
import { gridExportQuery } from '../api/grid-export';
import { DivergenceCharts } from '../components/divergences/DivergenceCharts';
import { divergenceColumns, divergenceFooterRow } from '../components/divergences/divergenceColumns';
import { divergenceFilterFields } from '../components/divergences/divergenceFilterFields';
import { DivergenceKpis } from '../components/divergences/DivergenceKpis';
import { JustifyDialog } from '../components/divergences/JustifyDialog';
import { itemListPlaceholder } from '../components/items/itemListPlaceholder';
import { useItemListScreen } from '../components/items/useItemListScreen';
import { withFooterRow } from '../components/items/footer-row';
import { gridFooter } from '../components/items/GridFooter';

// Opened on demand: a chunk of its own, so the list's first load stays light.
const DivergenceDrawer = lazyNamed(
  () => import('../components/divergences/DivergenceDrawer'),
  'DivergenceDrawer',
);

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const P = PERMISSIONS.conciliacao_divergencias;
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
  const { list, openId, setDrawer, pickers, problems, params, enabled } = useItemListScreen(defaultDivergenceFilters, isAdmin, DEFAULT_SORT);
  const query = useDivergences(list.filters, params, enabled);
  const summary = useDivergenceSummary(list.filters, enabled);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [justifying, setJustifying] = useState<readonly string[] | null>(null);
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
    [isAdmin, canEdit, selected, setDrawer],
  );

  const totals = query.data?.totals;
  const footerRow = useMemo(() => (totals ? divergenceFooterRow(totals) : undefined), [totals]);
  const gridColumns = useMemo(() => withFooterRow(columns, footerRow), [columns, footerRow]);
  const placeholder = itemListPlaceholder({ noCompany: pickers.noCompany, canSeeCompanies, problems, query });

  return (
    <>
      <PageHeader title={D.title} subtitle={D.subtitle} />
      <ListScreen
        footer={gridFooter}
        list={list}
        query={query}
        fields={fields}
        columns={gridColumns}
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
