import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import AddIcon from '@mui/icons-material/Add';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { MESSAGES, ORIGINATOR_STATUS, formatDocument } from '@lastro/domain';
import { AsyncExportButtons, ListScreen, OnceOpened, useListState, type FilterField } from '../../../../components';
import { requestExport } from '../../../../lib/exports';
import { lazyNamed } from '../../../../lib/lazyNamed';
import { usePermissions } from '../../../../lib/permissions';
import { useOriginators } from '../../api/get-originators';
import type { Originator } from '../../types';
import { CopyId } from './CopyId';
import { useStatusToggle } from './useStatusToggle';

// The dialogs (the wizard, an originator's domiciles, a new domicile) open on demand: each
// chunk loads then.
const DomicilesDialog = lazyNamed(() => import('./DomicilesDialog'), 'DomicilesDialog');
const OriginatorWizard = lazyNamed(() => import('./OriginatorWizard'), 'OriginatorWizard');
const AddDomicileDialog = lazyNamed(() => import('./AddDomicileDialog'), 'AddDomicileDialog');

const M = MESSAGES.creditors;
const C = MESSAGES.common;
type Filters = { name: string };
const DEFAULTS: Filters = { name: '' };
const FIELDS: FilterField<'name'>[] = [
  { name: 'name', label: M.nameFilter, type: 'text', size: { xs: 12, md: 6 } },
];

/** 'Originadores': status toggle, id (click copies), CNPJ, company name, domicile count and their dialogs. */
export function OriginatorsTab({ creditorId }: { creditorId: string }) {
  const { can } = usePermissions();
  const list = useListState<Filters>(DEFAULTS, { namespace: 'originators' });
  const query = useOriginators(creditorId, { ...list.params, name: list.filters.name || undefined });
  const toggle = useStatusToggle(creditorId);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [seeing, setSeeing] = useState<string | null>(null);
  const [adding, setAdding] = useState<Originator | null>(null);
  const canEdit = can('cad_fornecedor_originadores', 'edit');
  const canCreate = can('cad_fornecedor_originadores', 'create');
  const rows = query.data?.results ?? [];
  // The dialog follows the list, so a toggle inside it shows the refreshed status.
  const seen = rows.find((o) => o.id === seeing) ?? null;

  const columns = useMemo<ColumnDef<Originator>[]>(
    () => [
      {
        id: 'status',
        header: M.statusColumn,
        cell: ({ row }) => (
          <Switch
            size="small"
            checked={row.original.status === ORIGINATOR_STATUS.active}
            disabled={!canEdit || toggle.pending}
            slotProps={{ input: { 'aria-label': `${M.toggleStatus} ${row.original.razao_social}` } }}
            onChange={() => void toggle.toggleOriginator(row.original.id, row.original.status)}
          />
        ),
      },
      { id: 'id', header: M.idColumn, cell: ({ row }) => <CopyId id={row.original.id} /> },
      {
        id: 'cnpj_originador',
        header: M.cnpjCpfLabel,
        cell: ({ row }) => formatDocument(row.original.cnpj_originador),
      },
      { accessorKey: 'razao_social', header: M.originatorCompanyNameLabel },
      { accessorKey: 'quantidade_domicilios', header: M.domicileCountColumn, meta: { align: 'right' } },
      {
        id: 'actions',
        header: C.actions,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={M.seeDomiciles}>
              <IconButton
                size="small"
                aria-label={`${M.seeDomiciles} ${row.original.razao_social}`}
                onClick={() => setSeeing(row.original.id)}
              >
                <AccountBalanceOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={M.addDomicile}>
              <span>
                <IconButton
                  size="small"
                  aria-label={`${M.addDomicile} ${row.original.razao_social}`}
                  disabled={!canCreate || row.original.status !== ORIGINATOR_STATUS.active}
                  onClick={() => setAdding(row.original)}
                >
                  <AddCardOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [canEdit, canCreate, toggle],
  );

  return (
    <Stack spacing={2}>
      <ListScreen
        list={list}
        query={query}
        fields={FIELDS}
        filterActions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setWizardOpen(true)}>
              {M.registerOriginator}
            </Button>
          ) : null
        }
        toolbar={
          <AsyncExportButtons
            formats={['csv']}
            totalLines={query.data?.metadata.resultset.count}
            requestExport={(format) =>
              requestExport('creditor', 'parceiro/originador/export', { creditor_id: creditorId, name: list.filters.name }, format)
            }
          />
        }
        columns={columns}
        emptyText={M.originatorsEmpty}
        minWidth={760}
      />
      <OnceOpened open={wizardOpen}>
        <OriginatorWizard
          open={wizardOpen}
          creditorId={creditorId}
          onClose={() => {
            setWizardOpen(false);
            void query.refetch();
          }}
        />
      </OnceOpened>
      <OnceOpened open={seen !== null}>
        <DomicilesDialog
          creditorId={creditorId}
          originator={seen}
          canEdit={canEdit}
          onClose={() => setSeeing(null)}
        />
      </OnceOpened>
      <OnceOpened open={adding !== null}>
        <AddDomicileDialog
          creditorId={creditorId}
          originator={adding}
          onClose={() => {
            setAdding(null);
            void query.refetch();
          }}
        />
      </OnceOpened>
    </Stack>
  );
}
