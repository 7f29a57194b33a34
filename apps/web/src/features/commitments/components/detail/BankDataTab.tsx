import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatDateTime, formatDocument, type DealBankAccount, type DealDomicileHistoryRow } from '@lastro/domain';
import { useDealDomicileHistory } from '../../api/deal-detail';
import { DomicileChangeDialog } from './DomicileChangeDialog';
import { InfoGrid } from './InfoGrid';
import { SimpleTable } from './SimpleTable';

const M = MESSAGES.commitments;
const F = M.detailFields;

/** 'Dados Bancários': the originator and account the contracts settle to, the change and its history. */
export function BankDataTab({ dealId, account, canChange }: { dealId: string; account: DealBankAccount; canChange: boolean }) {
  const [changing, setChanging] = useState(false);
  const history = useDealDomicileHistory(dealId, true);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {M.originatorSection}
          </Typography>
          {canChange ? (
            <Button variant="contained" onClick={() => setChanging(true)}>
              {M.changeDomicileAction}
            </Button>
          ) : null}
        </Stack>
        <InfoGrid
          items={[
            { label: F.originatorDocument, value: formatDocument(account.originator.document_number) },
            { label: F.originatorName, value: account.originator.company_name },
          ]}
        />
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 2 }}>
          {M.bankAccountSection}
        </Typography>
        <InfoGrid
          items={[
            { label: F.domicileTitle, value: account.title_domicile },
            { label: F.domicileDocument, value: formatDocument(account.document_number) },
            { label: F.bank, value: `${account.domain_bank.bank_code} - ${account.domain_bank.bank_name}` },
            { label: F.branch, value: account.branch_number },
            { label: F.account, value: account.account_digit ? `${account.account_number}-${account.account_digit}` : account.account_number },
            { label: F.accountType, value: account.account_type },
          ]}
        />
      </Paper>
      <Typography variant="subtitle1" component="h2">
        {M.domicileHistory}
      </Typography>
      <SimpleTable<DealDomicileHistoryRow>
        label={M.domicileHistory}
        rows={history.data ?? []}
        minWidth={900}
        columns={[
          { header: F.historyName, cell: (r) => r.account_name },
          { header: F.historyStatus, cell: (r) => r.status },
          { header: F.historyDate, cell: (r) => formatDateTime(r.created_at) },
          { header: F.domicileDocument, cell: (r) => formatDocument(r.document_number_domicile) },
          { header: F.bank, cell: (r) => `${r.domain_bank_code} - ${r.domain_bank_name}` },
          { header: F.branch, cell: (r) => r.branch_number },
          { header: F.account, cell: (r) => r.account_number },
          { header: F.accountType, cell: (r) => r.account_type },
        ]}
      />
      {changing ? <DomicileChangeDialog dealId={dealId} onClose={() => setChanging(false)} /> : null}
    </Stack>
  );
}
