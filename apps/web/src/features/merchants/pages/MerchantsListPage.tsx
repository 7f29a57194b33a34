import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  MERCHANT_ACCOUNT_STATUSES,
  MESSAGES,
  PERMISSIONS,
  PERSON_TYPES,
  formatDateTime,
  formatDocument,
  yesNo,
} from '@lastro/domain';
import { AsyncExportButtons, ListScreen, NoAccess, PageHeader, useListState, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { useSession } from '../../../lib/session';
import { exportMerchants } from '../api/export-merchants';
import { ALL, useMerchantList, type MerchantFilters, type MerchantListRow } from '../api/get-merchants';

const M = MESSAGES.merchants;
const C = MESSAGES.common;
/** The spec's merchants table is at least 2300 px wide. */
const MIN_WIDTH = 2300;

const DEFAULTS: MerchantFilters = {
  creditor_id: ALL,
  name: '',
  document: '',
  account_status: ALL,
  optin_status: ALL,
  type_person: ALL,
  active: ALL,
  partnership: '',
};

const all = { value: ALL, label: C.all };
const ACCOUNT_STATUS_OPTIONS = [all, ...MERCHANT_ACCOUNT_STATUSES];
const OPT_IN_OPTIONS = [all, { value: 'true', label: M.optInActive }, { value: 'false', label: M.optInInactive }];
const PERSON_TYPE_OPTIONS = [all, ...PERSON_TYPES.map((p) => ({ value: String(p.value), label: p.label }))];
const ACTIVE_OPTIONS = [all, { value: 'true', label: C.yes }, { value: 'false', label: C.no }];

/** Outlined chips whose text keeps 4.5:1 on white (MUI's warning orange does not: pending stays neutral). */
const STATUS_COLORS: Record<string, ChipProps['color']> = {
  ativo: 'success',
  pendente: 'default',
  inativo: 'default',
  reprovado: 'error',
};

/**
 * /app/merchants: 'Estabelecimentos' — filters, the server-sorted and paged table, add, edit and
 * the asynchronous export. The supplier filter and the supplier and partner columns are the
 * administrator's; a creditor user's list holds only its creditor's merchants (the server's scope).
 */
export default function MerchantsListPage() {
  const navigate = useNavigate();
  const session = useSession();
  const { isAdmin, can } = usePermissions();
  const list = useListState<MerchantFilters>(DEFAULTS);
  // A financial-institution partner's user asks the full register (view_full_api): its merchants carry its partner type.
  const [fullView, setFullView] = useState(false);
  const query = useMerchantList(list.filters, list.params, fullView);
  if (!isAdmin && !fullView && query.data?.results[0]?.partner_type === 'if') setFullView(true);
  const creditors = useCreditors(undefined, isAdmin);
  const canEdit = can(PERMISSIONS.cad_estabelecimento, 'edit');

  const fields = useMemo<FilterField<keyof MerchantFilters>[]>(() => {
    const supplierOptions = [all, ...(creditors.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name }))];
    const shown: (FilterField<keyof MerchantFilters> | false)[] = [
      isAdmin && { name: 'creditor_id', label: M.supplierFilterLabel, type: 'select', options: supplierOptions, size: { xs: 12, sm: 6, md: 3 } },
      { name: 'name', label: M.nameFilterLabel, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
      { name: 'document', label: M.documentFilterLabel, type: 'cpfCnpj', size: { xs: 12, sm: 6, md: 2 } },
      { name: 'account_status', label: M.accountStatusFilterLabel, type: 'select', options: ACCOUNT_STATUS_OPTIONS, size: { xs: 6, md: 2 } },
      { name: 'optin_status', label: M.optInFilterLabel, type: 'select', options: OPT_IN_OPTIONS, size: { xs: 6, md: 2 } },
      { name: 'type_person', label: M.personTypeFilterLabel, type: 'select', options: PERSON_TYPE_OPTIONS, size: { xs: 6, md: 2 } },
      { name: 'active', label: M.activeFilterLabel, type: 'select', options: ACTIVE_OPTIONS, size: { xs: 6, md: 2 } },
      isAdmin && { name: 'partnership', label: M.partnershipFilterLabel, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
    ];
    return shown.filter((f): f is FilterField<keyof MerchantFilters> => Boolean(f));
  }, [isAdmin, creditors.data]);

  const columns = useMemo<ColumnDef<MerchantListRow>[]>(() => {
    const shown: (ColumnDef<MerchantListRow> | false)[] = [
      { id: 'type', header: M.typeColumn, cell: ({ row }) => row.original.type },
      { id: 'document_number', header: M.documentColumn, cell: ({ row }) => formatDocument(row.original.document_number) },
      { accessorKey: 'trading_name', header: M.tradingNameColumn },
      { accessorKey: 'company_name', header: M.companyNameColumn },
      isAdmin && { id: 'creditor_company_name', header: M.supplierColumn, cell: ({ row }) => row.original.creditor.company_name },
      isAdmin && { id: 'partnership', header: M.partnerColumn, cell: ({ row }) => row.original.partnership ?? C.empty },
      {
        id: 'account_status',
        header: M.accountStatusColumn,
        cell: ({ row }) => {
          const status = row.original.account.account_status;
          return <Chip size="small" variant="outlined" color={STATUS_COLORS[status.code] ?? 'default'} label={status.description} />;
        },
      },
      { id: 'origin', header: M.originColumn, cell: ({ row }) => row.original.account.origin.description },
      { id: 'onboarding_type', header: M.onboardingTypeColumn, cell: ({ row }) => row.original.account.onboarding_type.description },
      { id: 'created_at', header: M.createdAtColumn, cell: ({ row }) => formatDateTime(row.original.created_at) },
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'optin_status',
        header: M.optInColumn,
        cell: ({ row }) =>
          row.original.optin_status ? (
            <Chip size="small" color="success" label={M.optInActive} />
          ) : (
            <Chip size="small" variant="outlined" label={M.optInInactive} />
          ),
      },
      {
        id: 'actions',
        header: C.actions,
        meta: { align: 'right' },
        cell: ({ row }) =>
          canEdit ? (
            <Tooltip title={M.editMerchant}>
              <IconButton
                size="small"
                aria-label={`${C.edit} ${row.original.trading_name}`}
                onClick={() => void navigate(paths.merchants.edit.getHref(row.original.id))}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ];
    return shown.filter((c): c is ColumnDef<MerchantListRow> => Boolean(c));
  }, [isAdmin, canEdit, navigate]);

  if (!can(PERMISSIONS.cad_estabelecimento, 'read')) return <NoAccess />;

  return (
    <>
      <PageHeader
        title={M.listTitle}
        actions={
          can(PERMISSIONS.cad_estabelecimento, 'create') ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(paths.merchants.create.path)}>
              {M.addMerchant}
            </Button>
          ) : null
        }
      />
      <ListScreen
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={MIN_WIDTH}
        toolbar={
          <AsyncExportButtons
            formats={['xls', 'csv']}
            downloadDisabled={!session}
            requestExport={(format) => exportMerchants({ accountId: session?.user.accountId ?? '', filters: list.filters, fullView, format })}
            totalLines={query.data?.metadata.resultset.count}
          />
        }
      />
    </>
  );
}
