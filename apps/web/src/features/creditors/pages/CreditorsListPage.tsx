import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MESSAGES, formatDateTime, formatDocument, yesNo } from '@lastro/domain';
import {
  AsyncExportButtons,
  ListScreen,
  NoAccess,
  PageHeader,
  useListState,
  type FilterField,
} from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useCreditors } from '../api/get-creditors';
import { exportCreditors } from '../api/export-creditors';
import { paths } from '../../../lib/paths';
import type { Creditor, CreditorFilters } from '../types';

const M = MESSAGES.creditors;
const C = MESSAGES.common;
const DEFAULTS: CreditorFilters = { name: '', document: '' };
const FIELDS: FilterField<keyof CreditorFilters>[] = [
  { name: 'name', label: M.nameFilter, type: 'text', size: { xs: 12, md: 4 } },
  { name: 'document', label: M.documentFilter, type: 'cnpj', size: { xs: 12, md: 4 } },
];

/** /app/creditors: 'Fornecedores' with name and CNPJ filters, add, edit and the asynchronous export. */
export default function CreditorsListPage() {
  const navigate = useNavigate();
  const session = useSession();
  const { can } = usePermissions();
  const list = useListState<CreditorFilters>(DEFAULTS);
  const query = useCreditors(list.filters, list.params);
  const canEdit = can('cad_fornecedor', 'edit');

  const columns = useMemo<ColumnDef<Creditor>[]>(
    () => [
      {
        id: 'document_number',
        header: M.cnpjLabel,
        cell: ({ row }) => formatDocument(row.original.document_number),
      },
      { accessorKey: 'trading_name', header: M.tradingNameLabel },
      { accessorKey: 'company_name', header: M.companyNameLabel },
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'created_at',
        header: M.createdAtColumn,
        cell: ({ row }) => formatDateTime(row.original.created_at),
      },
      {
        id: 'actions',
        header: C.actions,
        meta: { align: 'right' },
        cell: ({ row }) =>
          canEdit ? (
            <Tooltip title={C.edit}>
              <IconButton
                size="small"
                aria-label={`${C.edit} ${row.original.trading_name}`}
                onClick={() => void navigate(paths.creditors.edit.getHref(row.original.id))}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ],
    [navigate, canEdit],
  );

  if (!can('cad_fornecedor', 'read')) return <NoAccess />;

  return (
    <>
      <PageHeader
        title={M.listTitle}
        actions={
          can('cad_fornecedor', 'create') ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate(paths.creditors.create.path)}
            >
              {M.addCreditor}
            </Button>
          ) : null
        }
      />
      <ListScreen
        list={list}
        query={query}
        fields={FIELDS}
        columns={columns}
        minWidth={820}
        toolbar={
          <AsyncExportButtons
            formats={['xls', 'csv']}
            downloadDisabled={!session}
            requestExport={(format) => exportCreditors({ accountId: session?.user.accountId ?? '', filters: list.filters, format })}
            totalLines={query.data?.metadata.resultset.count}
          />
        }
      />
    </>
  );
}
