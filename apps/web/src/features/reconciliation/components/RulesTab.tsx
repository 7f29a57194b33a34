import { useMemo, useState, type DragEvent } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatCurrency, formatDocument, MESSAGES, PERMISSIONS, RECONCILIATION_RULES_MAX, yesNo, type ReconciliationRule } from '@lastro/domain';
import { ConfirmDialog, DataTable, useToast } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useAcquirers } from '../../../lib/reference/useAcquirers';
import { useCreateRule, useDeleteRule, useReorderRules, useRules, useUpdateRule, type RuleBody } from '../api/rules';
import { RuleDialog } from './RuleDialog';

const M = MESSAGES.reconciliationCompanies;
const C = MESSAGES.common;
const S = PERMISSIONS.conciliacao_empresas;

/** Tab 'Regras de classificação' (spec 4 §2.8 [D21]): the creditor's ordered rules. */
export function RulesTab({ creditors }: { creditors: readonly { value: string; label: string }[] }) {
  const { isAdmin, can } = usePermissions();
  const toast = useToast();
  const [creditorId, setCreditorId] = useState('');
  const scope = isAdmin ? creditorId || undefined : undefined;
  const rules = useRules(scope, !isAdmin || Boolean(creditorId));
  const acquirers = useAcquirers();
  const create = useCreateRule();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const reorder = useReorderRules();
  const [editing, setEditing] = useState<ReconciliationRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReconciliationRule | null>(null);
  const rows = useMemo(() => rules.data ?? [], [rules.data]);
  const canEdit = can(S, 'edit');
  const acquirerOptions = (acquirers.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.acquirer_name }));

  // The row whose handle is pressed may be dragged (only from the handle, so text stays selectable).
  const [armed, setArmed] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  /** Moves the rule at `from` to `to` (the others keep their order) and saves the new order. */
  const moveTo = async (from: number, to: number) => {
    if (from === to) return;
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    await reorder.mutateAsync({ ...(scope ? { creditor_id: scope } : {}), ids });
    toast.success(M.rulesReordered);
  };
  const move = (index: number, by: -1 | 1) => moveTo(index, index + by);

  const rowProps = (_rule: ReconciliationRule, index: number) =>
    canEdit
      ? {
          draggable: armed === index && !reorder.isPending,
          'data-testid': 'rule-row',
          onDragStart: (e: DragEvent<HTMLTableRowElement>) => {
            e.dataTransfer.effectAllowed = 'move';
            setDragged(index);
          },
          onDragOver: (e: DragEvent<HTMLTableRowElement>) => {
            if (dragged !== null) e.preventDefault();
          },
          onDrop: (e: DragEvent<HTMLTableRowElement>) => {
            e.preventDefault();
            if (dragged !== null) void moveTo(dragged, index);
            setDragged(null);
            setArmed(null);
          },
          onDragEnd: () => {
            setDragged(null);
            setArmed(null);
          },
          style: dragged === index ? { opacity: 0.5 } : undefined,
        }
      : {};

  const columns = useMemo<ColumnDef<ReconciliationRule>[]>(
    () => [
      {
        id: 'position',
        header: M.orderColumn,
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 20 }}>
              {row.original.position}
            </Typography>
            {canEdit && (
              <>
                <Tooltip title={M.dragHandle}>
                  <DragIndicatorIcon
                    fontSize="small"
                    aria-label={`${M.dragHandle} ${row.original.position}`}
                    data-testid="rule-drag-handle"
                    sx={{ cursor: 'grab', color: 'text.secondary' }}
                    onMouseDown={() => setArmed(row.index)}
                    onMouseUp={() => setArmed(null)}
                  />
                </Tooltip>
                <Tooltip title={M.moveUp}>
                  <span>
                    <IconButton size="small" aria-label={`${M.moveUp} ${row.original.position}`} disabled={row.index === 0 || reorder.isPending} onClick={() => void move(row.index, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={M.moveDown}>
                  <span>
                    <IconButton size="small" aria-label={`${M.moveDown} ${row.original.position}`} disabled={row.index === rows.length - 1 || reorder.isPending} onClick={() => void move(row.index, 1)}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </>
            )}
          </Stack>
        ),
      },
      { id: 'description_contains', header: M.descriptionContainsColumn, cell: ({ row }) => row.original.description_contains ?? C.empty },
      { id: 'payer_document', header: M.payerDocumentColumn, cell: ({ row }) => (row.original.payer_document ? formatDocument(row.original.payer_document) : C.empty) },
      { id: 'amount_min', header: M.amountMinColumn, cell: ({ row }) => (row.original.amount_min ? formatCurrency(row.original.amount_min) : C.empty) },
      { id: 'amount_max', header: M.amountMaxColumn, cell: ({ row }) => (row.original.amount_max ? formatCurrency(row.original.amount_max) : C.empty) },
      { id: 'result', header: M.resultColumn, cell: ({ row }) => (row.original.result === 'outro' ? M.otherEntry : (row.original.acquirer_name ?? C.empty)) },
      { id: 'is_default', header: M.defaultColumn, cell: ({ row }) => yesNo(row.original.is_default) },
      {
        id: 'actions',
        header: M.actionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {canEdit && (
              <Tooltip title={C.edit}>
                <IconButton size="small" aria-label={`${C.edit} ${row.original.position}`} onClick={() => setEditing(row.original)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {can(S, 'delete') && (
              <Tooltip title={C.delete}>
                <IconButton size="small" aria-label={`${C.delete} ${row.original.position}`} onClick={() => setDeleting(row.original)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- move reads the rows of this render
    [rows, canEdit, reorder.isPending],
  );

  const save = async (body: RuleBody) => {
    if (editing === 'new') {
      await create.mutateAsync({ ...(scope ? { creditor_id: scope } : {}), ...body });
      toast.success(M.ruleCreated);
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, ...body });
      toast.success(M.ruleUpdated);
    }
    setEditing(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{M.rulesText}</Typography>
      {isAdmin && (
        <TextField select size="small" label={M.supplierFilter} value={creditorId} onChange={(e) => setCreditorId(e.target.value)} sx={{ maxWidth: 480 }}>
          {creditors.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {isAdmin && !creditorId ? (
        <Alert severity="info">{M.pickSupplier}</Alert>
      ) : (
        <DataTable
          label={M.rulesTab}
          columns={columns}
          data={rows}
          total={rows.length}
          offset={0}
          limit={RECONCILIATION_RULES_MAX}
          rowsPerPageOptions={[RECONCILIATION_RULES_MAX]}
          onPageChange={() => undefined}
          loading={rules.isPending}
          minWidth={960}
          rowProps={rowProps}
          toolbar={
            can(S, 'create') ? (
              <Button variant="contained" startIcon={<AddIcon />} disabled={rows.length >= RECONCILIATION_RULES_MAX} onClick={() => setEditing('new')}>
                {M.newRule}
              </Button>
            ) : undefined
          }
        />
      )}
      {editing && (
        <RuleDialog rule={editing === 'new' ? null : editing} acquirers={acquirerOptions} saving={create.isPending || update.isPending} onCancel={() => setEditing(null)} onSave={save} />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={M.deleteRuleTitle}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(M.ruleDeleted);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
