import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  MESSAGES,
  formatCurrency,
  formatDate,
  formatDocument,
  holderTypeOf,
  registeredUnitLines,
  type RegisteredContractResponse,
  type RegisteredUnitLine,
} from '@lastro/domain';
import { DataTable, MoneyText, toastApiError } from '../../../components';
import { downloadRegisteredUnits } from '../api/get-registered-contract';

const M = MESSAGES.registeredContracts;

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
        {value || '-'}
      </Typography>
    </Grid>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** The four sections of a registered contract (spec 3 §2.5). */
export function RegisteredContractView({ contract }: { contract: RegisteredContractResponse }) {
  const lines = useMemo(() => registeredUnitLines(contract), [contract]);
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const [downloading, setDownloading] = useState(false);
  const constituted = contract.receivables.reduce((sum, r) => sum + Math.round(r.amount_total * 100), 0) / 100;

  const columns = useMemo<ColumnDef<RegisteredUnitLine>[]>(
    () => [
      { id: 'document_acquirer', header: M.acquirerDocument, cell: ({ row }) => formatDocument(row.original.document_acquirer) },
      { accessorKey: 'arrangement_code', header: M.arrangement },
      { id: 'due_date', header: M.settlementDate, cell: ({ row }) => formatDate(row.original.due_date) },
      { id: 'amount_total', header: M.totalConstituted, cell: ({ row }) => <MoneyText value={row.original.amount_total} /> },
      { id: 'amount_effect', header: M.effectConstituted, cell: ({ row }) => <MoneyText value={row.original.amount_effect} /> },
      { accessorKey: 'division', header: M.division },
      { accessorKey: 'encumbrance_indicator', header: M.encumbranceIndicator },
      { accessorKey: 'constitution', header: M.constitution },
    ],
    [],
  );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadRegisteredUnits(contract.external_reference);
    } catch (error) {
      toastApiError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Section title={M.generalSection}>
        <Grid container spacing={2}>
          <Field label={M.externalReference} value={contract.external_reference} />
          <Field label={M.contractIdentifier} value={contract.reference_id} />
          <Field label={M.outstandingBalance} value={formatCurrency(contract.amount)} />
          <Field label={M.operationLimit} value={formatCurrency(contract.amount)} />
          <Field label={M.amountKept} value={formatCurrency(contract.receivables_amount_effect)} />
          <Field label={M.dueDate} value={formatDate(contract.due_date)} />
          <Field label={M.contractingParty} value={formatDocument(contract.requestor_document)} />
          <Field label={M.participant} value={formatDocument(contract.participant_document)} />
          <Field label={M.holder} value={formatDocument(contract.asset_holder_document)} />
          <Field label={M.holderType} value={holderTypeOf(contract.requestor_document)} />
          <Field label={M.wallet} value={M.walletPlaceholder} />
        </Grid>
      </Section>
      <Section title={M.domicileSection}>
        <Grid container spacing={2}>
          <Field label={M.accountHolder} value={formatDocument(contract.bank_account.document_holder)} />
          <Field label={M.accountType} value={contract.bank_account.type} />
          <Field label={M.ispb} value={contract.bank_account.isbp} />
          <Field label={M.agency} value={contract.bank_account.agency} />
          <Field label={M.account} value={contract.bank_account.number} />
        </Grid>
      </Section>
      <Section title={M.guaranteesSection}>
        <Grid container spacing={2}>
          <Field label={M.unitsReached} value={String(lines.length)} />
          <Field label={M.constitutedAmount} value={formatCurrency(constituted)} />
        </Grid>
      </Section>
      <Section
        title={M.unitsSection}
        action={
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={downloading || !lines.length} onClick={() => void download()}>
            {M.download}
          </Button>
        }
      >
        <DataTable
          columns={columns.map((c) => ({ ...c, enableSorting: false }))}
          data={lines.slice(page.offset, page.offset + page.limit)}
          total={lines.length}
          offset={page.offset}
          limit={page.limit}
          onPageChange={(offset, limit) => setPage({ offset, limit })}
          getRowId={(row) => `${row.document_acquirer}-${row.arrangement_code}-${row.due_date}`}
          minWidth={900}
          emptyText={M.noUnits}
        />
      </Section>
    </Stack>
  );
}
