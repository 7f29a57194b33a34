import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTRACT_MODALITIES,
  CONTRACT_TYPES,
  MESSAGES,
  TRANSACTION_TYPES,
  commitmentStatusLabel,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDocument,
  formatPercent,
  labelOf,
  type DealDetail,
  type DealHistoryRow,
} from '@lastro/domain';
import { useDealHistory } from '../../api/deal-detail';
import { InfoGrid } from './InfoGrid';
import { SimpleTable } from './SimpleTable';

const M = MESSAGES.commitments;
const F = M.detailFields;

/** 'Detalhes do Compromisso': the contract's data, then the status history. */
export function DealDetailsTab({ deal }: { deal: DealDetail }) {
  const history = useDealHistory(deal.id);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {deal.title}
          </Typography>
          <Chip size="small" label={commitmentStatusLabel(deal.status)} color={deal.status === 2 ? 'success' : 'default'} />
        </Stack>
        <InfoGrid
          items={[
            { label: F.creditor, value: deal.creditor.company_name },
            { label: F.merchant, value: deal.merchant.company_name },
            { label: F.merchantDocument, value: formatDocument(deal.merchant.document_number) },
            { label: F.code, value: deal.code },
            { label: F.description, value: deal.description },
            { label: F.type, value: labelOf(TRANSACTION_TYPES, deal.type) },
            { label: F.contractType, value: labelOf(CONTRACT_TYPES, deal.contract_type) },
            { label: F.modality, value: labelOf(CONTRACT_MODALITIES, deal.strategy === 1 ? 'fumaca' : 'performado') },
            { label: F.gcap, value: deal.gcap ? MESSAGES.common.yes : MESSAGES.common.no },
            { label: F.minPercentage, value: formatPercent(deal.min_percentage) },
            { label: F.amount, value: formatCurrency(deal.amount) },
            { label: F.installments, value: deal.installments_count === 1 ? M.singleInstallment : deal.installments_count },
            { label: F.issueDate, value: formatDate(deal.issue_date) },
            { label: F.expirationDate, value: formatDate(deal.expiration_date) },
            { label: F.executionDate, value: formatDate(deal.execution_date) },
            { label: F.executionDateEnd, value: formatDate(deal.execution_date_end) },
            { label: F.acquirers, value: deal.acquirers_name.join(', ') },
            { label: F.arrangements, value: deal.arrangements.map((a) => a.name).join(', ') },
            { label: F.createdAt, value: formatDateTime(deal.created_at) },
            { label: F.statusMessage, value: deal.status_message },
          ]}
        />
      </Paper>
      <Typography variant="subtitle1" component="h2">
        {M.history}
      </Typography>
      <SimpleTable<DealHistoryRow>
        label={M.history}
        rows={history.data?.results ?? []}
        columns={[
          { header: F.historyName, cell: (r) => r.name },
          { header: F.historyStatus, cell: (r) => r.deal_status_description },
          { header: F.historyDescription, cell: (r) => r.description },
          { header: F.historyDate, cell: (r) => formatDateTime(r.created_at) },
        ]}
      />
    </Stack>
  );
}
