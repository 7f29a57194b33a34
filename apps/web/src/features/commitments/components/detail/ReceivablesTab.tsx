import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DIVISION_RULES,
  MESSAGES,
  commitmentStatusLabel,
  formatCurrency,
  formatDate,
  formatPercent,
  labelOf,
  type DealDetail,
  type DealInstallment,
} from '@lastro/domain';
import { InfoGrid } from './InfoGrid';
import { ReceivablesTable } from './ReceivablesTable';

const M = MESSAGES.commitments;
const F = M.detailFields;
const C = M.receivableColumns;

function onerate(i: DealInstallment): string {
  if (i.amount_onerate === null) return '-';
  return i.division_rule === 2 ? formatPercent(i.amount_onerate) : formatCurrency(i.amount_onerate);
}

/** 'Lista de Recebíveis': each installment (one contract) and the URs its effects reached. */
export function ReceivablesTab({ deal }: { deal: DealDetail }) {
  return (
    <Stack spacing={2}>
      {deal.installments.map((i) => (
        <Paper key={i.id} variant="outlined" sx={{ p: 2.5 }} component="section" aria-label={i.title}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {i.title} · {commitmentStatusLabel(i.status)}
          </Typography>
          <InfoGrid
            items={[
              { label: F.amount, value: formatCurrency(i.amount) },
              { label: F.dueDate, value: formatDate(i.due_date) },
              { label: F.executionDate, value: formatDate(i.execution_date) },
              { label: F.executionDateEnd, value: formatDate(i.execution_date_end) },
              { label: F.divisionRule, value: i.division_rule === null ? '-' : labelOf(DIVISION_RULES, i.division_rule) },
              { label: F.amountOnerate, value: onerate(i) },
              { label: F.totalEffect, value: formatCurrency(i.amount_total_effect) },
              { label: F.totalCommitted, value: formatCurrency(i.amount_total_committed) },
              { label: C.effectInitial, value: formatCurrency(i.effect_amount_initial) },
              { label: C.effect, value: formatCurrency(i.effect_amount) },
              { label: C.effectUpdated, value: formatCurrency(i.effect_amount_updated) },
              { label: C.settledAmount, value: formatCurrency(i.effective_settlement_amount) },
              { label: F.externalReference, value: i.external_reference },
              { label: F.contractIdentifier, value: i.contract_identifier },
              { label: F.statusMessage, value: i.status_message },
            ]}
          />
          <Stack sx={{ mt: 2 }}>
            <ReceivablesTable label={`${M.receivablesTab} · ${i.title}`} receivables={i.receivables} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
