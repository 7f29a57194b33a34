import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { AsyncExportButtons, ConfirmDialog, ListScreen, NoAccess, PageHeader, toastApiError, useListState, useToast, type FilterField } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useCreditors } from '../../../lib/reference/useCreditors';
import {
  ALL,
  defaultFileFilters,
  downloadOriginal,
  downloadTemplate,
  exportFiles,
  useAccountOptions,
  useCoverage,
  useDiscardFile,
  useExcludeFile,
  useFiles,
  type FileFilters,
  type FileRow,
} from '../api/files';
import { gridExportQuery } from '../api/grid-export';
import { CoverageGrid } from '../components/files/CoverageGrid';
import { fileColumns } from '../components/files/fileColumns';
import { FileKpis } from '../components/files/FileKpis';
import { NoCompanyNotice } from '../components/items/NoCompanyNotice';
import { StatementHelpDialog } from '../components/files/StatementHelpDialog';
import { UploadFilesDialog } from '../components/files/UploadFilesDialog';

const M = MESSAGES.reconciliationFiles;
const C = MESSAGES.common;
const S = PERMISSIONS.conciliacao_extratos;
const all = { value: ALL, label: C.all };

/** /app/conciliation-extract: 'Extratos' (spec 4 §2.7). */
export default function FilesPage() {
  const { isAdmin, can, loading } = usePermissions();
  const creditorsQuery = useCreditors(undefined, isAdmin);
  const creditors = useMemo(() => (creditorsQuery.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })), [creditorsQuery.data]);
  if (loading) return null;
  if (!can(S, 'read')) return <NoAccess />;
  return (
    <FilesScreen isAdmin={isAdmin} canCreate={can(S, 'create')} canDelete={can(S, 'delete')} canSeeCompanies={can(PERMISSIONS.conciliacao_empresas, 'read')} creditors={creditors} />
  );
}

interface FilesScreenProps {
  isAdmin: boolean;
  canCreate: boolean;
  canDelete: boolean;
  canSeeCompanies: boolean;
  creditors: readonly { value: string; label: string }[];
}

function FilesScreen({ isAdmin, canCreate, canDelete, canSeeCompanies, creditors }: FilesScreenProps) {
  const toast = useToast();
  const defaults = useMemo(() => defaultFileFilters(), []);
  const list = useListState<FileFilters>(defaults);
  const query = useFiles(list.filters, list.params);
  const creditorId = list.filters.creditor_id === ALL ? null : list.filters.creditor_id;
  // An administrator's coverage and accounts are one creditor's: asked for once a 'Fornecedor' is chosen, not refused before.
  const scoped = !isAdmin || creditorId !== null;
  const coverage = useCoverage({ creditor_id: creditorId ?? undefined }, scoped);
  const accounts = useAccountOptions(creditorId, scoped);
  const discard = useDiscardFile();
  const exclude = useExcludeFile();
  const [uploading, setUploading] = useState(false);
  const [help, setHelp] = useState(false);
  const [discarding, setDiscarding] = useState<FileRow | null>(null);
  const [excluding, setExcluding] = useState<FileRow | null>(null);

  // A creditor whose companies are all off has no account to reconcile: the list says where to turn them on.
  const noCompany = !isAdmin && accounts.data !== undefined && accounts.data.length === 0;

  const fields = useMemo<FilterField<keyof FileFilters>[]>(() => {
    const shown: (FilterField<keyof FileFilters> | false)[] = [
      isAdmin && { name: 'creditor_id', label: M.supplierFilter, type: 'select', options: [all, ...creditors] },
      { name: 'name', label: M.nameFilter, type: 'text' },
      {
        name: 'formats',
        label: M.formatFilter,
        type: 'multiselect',
        options: [
          { value: 'ofx', label: M.formatOfx },
          { value: 'cnab240', label: M.formatCnab },
          { value: 'csv', label: M.formatCsv },
        ],
      },
      { name: 'status', label: M.statusFilter, type: 'multiselect', options: Object.entries(M.status).map(([value, label]) => ({ value, label })) },
      { name: 'origin', label: M.originFilter, type: 'select', options: [all, { value: 'usuario', label: M.originUser }, { value: 'sandbox', label: M.originSandbox }] },
      { name: 'account_id', label: M.accountFilter, type: 'select', options: [all, ...(accounts.data ?? []).map((a) => ({ value: a.id, label: a.label }))] },
      { name: 'received_from', label: M.receivedFrom, type: 'date', size: { xs: 6, md: 3 } },
      { name: 'received_to', label: M.receivedTo, type: 'date', notBefore: 'received_from', notBeforeMessage: MESSAGES.validation.endBeforeStart, size: { xs: 6, md: 3 } },
    ];
    return shown.filter((f): f is FilterField<keyof FileFilters> => Boolean(f));
  }, [isAdmin, creditors, accounts.data]);

  const columns = useMemo(
    () =>
      fileColumns({
        isAdmin,
        canCreate,
        canDelete,
        onDownload: (file) => void downloadOriginal(file).catch(toastApiError),
        onDiscard: setDiscarding,
        onExclude: setExcluding,
      }),
    [isAdmin, canCreate, canDelete],
  );

  return (
    <>
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <ListScreen
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={1760}
        placeholder={
          noCompany ? <NoCompanyNotice canSeeCompanies={canSeeCompanies} /> : undefined
        }
        toolbar={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {canCreate && (
              <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
                {M.importFiles}
              </Button>
            )}
            <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void downloadTemplate(M.templateFileName).catch(toastApiError)}>
              {M.csvTemplate}
            </Button>
            <Button startIcon={<HelpOutlineIcon />} onClick={() => setHelp(true)}>
              {M.howToFill}
            </Button>
            <AsyncExportButtons formats={['xls', 'csv']} requestExport={(format) => exportFiles(list.filters, format, gridExportQuery(columns, list.params))} totalLines={query.data?.metadata.resultset.count} onRefresh={() => void query.refetch()} />
          </Stack>
        }
      >
        {!noCompany && <FileKpis totals={query.data?.totals} />}
        {!noCompany && coverage.data && coverage.data.rows.length > 0 && (
          <CoverageGrid
            coverage={coverage.data}
            onCovered={(ids) => list.setFilters({ ...list.filters, file_ids: ids.join(','), received_from: '', received_to: '' })}
            onGap={canCreate ? () => setUploading(true) : undefined}
          />
        )}
      </ListScreen>
      {uploading && <UploadFilesDialog open isAdmin={isAdmin} creditors={creditors} onClose={() => setUploading(false)} />}
      <StatementHelpDialog open={help} onClose={() => setHelp(false)} />
      <ConfirmDialog
        open={Boolean(discarding)}
        title={M.discardTitle}
        description={M.discardText}
        onCancel={() => setDiscarding(null)}
        onConfirm={async () => {
          if (!discarding) return;
          await discard.mutateAsync(discarding.id);
          toast.success(M.discarded);
          setDiscarding(null);
        }}
      />
      <ConfirmDialog
        open={Boolean(excluding)}
        title={M.excludeTitle}
        description={M.excludeText}
        onCancel={() => setExcluding(null)}
        onConfirm={async () => {
          if (!excluding) return;
          await exclude.mutateAsync(excluding.id);
          toast.success(M.excluded);
          setExcluding(null);
        }}
      />
    </>
  );
}
