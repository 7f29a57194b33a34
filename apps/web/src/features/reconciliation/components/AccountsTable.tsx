import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BANK_ACCOUNT_TYPES, formatCurrency, formatDate, formatDocument, MESSAGES, type ReconciliationAccount } from '@lastro/domain';
import { ConfirmDialog, DataTable, useToast } from '../../../components';
import { usePatchAccount, useRemoveAlias } from '../api/companies';

const M = MESSAGES.reconciliationCompanies;
const C = MESSAGES.common;
const typeLabel = (code: string) => BANK_ACCOUNT_TYPES.find((t) => t.value === code)?.label ?? code;

/** 'Contas' of 'Editar empresa': the accounts with 'Conciliar' and their remembered identifications. */
export function AccountsTable({ accounts, canEdit }: { accounts: ReconciliationAccount[]; canEdit: boolean }) {
  const toast = useToast();
  const patch = usePatchAccount();
  const removeAlias = useRemoveAlias();
  const [alias, setAlias] = useState<{ accountId: string; aliasId: string } | null>(null);
  const columns = useMemo<ColumnDef<ReconciliationAccount>[]>(
    () => [
      { id: 'bank', header: M.bankColumn, cell: ({ row }) => `${row.original.bank_code} - ${row.original.bank_name ?? ''}` },
      { id: 'ispb', header: M.ispbColumn, cell: ({ row }) => row.original.ispb },
      { id: 'agency', header: M.agencyColumn, cell: ({ row }) => row.original.agency },
      { id: 'account', header: M.accountColumn, cell: ({ row }) => `${row.original.account_number}${row.original.account_digit ? `-${row.original.account_digit}` : ''}` },
      { id: 'type', header: M.typeColumn, cell: ({ row }) => typeLabel(row.original.account_type) },
      { id: 'holder', header: M.holderColumn, cell: ({ row }) => formatDocument(row.original.holder_document) },
      {
        id: 'status',
        header: M.statusColumn,
        cell: ({ row }) => (row.original.domicile_active === null ? C.empty : row.original.domicile_active ? M.domicileActive : M.domicileInactive),
      },
      {
        id: 'reconcile',
        header: M.reconcileColumn,
        cell: ({ row }) => (
          <Switch
            checked={row.original.reconcile}
            disabled={!canEdit || patch.isPending}
            slotProps={{ input: { 'aria-label': `${M.reconcileColumn} ${row.original.account_number}` } }}
            onChange={async (_e, reconcile) => {
              await patch.mutateAsync({ id: row.original.id, reconcile });
              toast.success(M.updated);
            }}
          />
        ),
      },
      {
        id: 'aliases',
        header: M.aliasesColumn,
        cell: ({ row }) =>
          row.original.aliases.length ? (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
              {row.original.aliases.map((a) => (
                <Chip key={a.id} size="small" label={a.raw} {...(canEdit ? { onDelete: () => setAlias({ accountId: row.original.id, aliasId: a.id }) } : {})} />
              ))}
            </Stack>
          ) : (
            C.empty
          ),
      },
      { id: 'last_statement', header: M.lastStatementColumn, cell: ({ row }) => (row.original.last_statement_date ? formatDate(row.original.last_statement_date) : C.empty) },
      { id: 'closing_balance', header: M.closingBalanceColumn, cell: ({ row }) => (row.original.last_closing_balance ? formatCurrency(row.original.last_closing_balance) : C.empty) },
    ],
    [canEdit, patch, toast],
  );
  return (
    <>
      <DataTable
        label={M.accountsSection}
        columns={columns}
        data={accounts}
        total={accounts.length}
        offset={0}
        limit={Math.max(accounts.length, 5)}
        rowsPerPageOptions={[Math.max(accounts.length, 5)]}
        onPageChange={() => undefined}
        minWidth={1100}
      />
      <ConfirmDialog
        open={Boolean(alias)}
        title={M.removeAliasTitle}
        onCancel={() => setAlias(null)}
        onConfirm={async () => {
          if (!alias) return;
          await removeAlias.mutateAsync(alias);
          toast.success(M.updated);
          setAlias(null);
        }}
      />
    </>
  );
}
