import { useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import { COMMITMENT_IMPORT_COLUMNS, MESSAGES, SMOKE_COMMITMENT_IMPORT_COLUMNS, type ImportStatusReply } from '@lastro/domain';
import { ImportFlow, PageHeader, type ImportFileRow } from '../../../components';
import { AgendaConsultDialog } from './AgendaConsultDialog';
import { importedMerchants, type ImportedMerchant } from './agenda-consult';
import { CommitmentImportFields } from './CommitmentImportFields';
import { CommitmentImportHelp } from './CommitmentImportHelp';
import { RequestAcceptedDialog } from './RequestAcceptedDialog';
import { useCommitmentImportForm } from './useCommitmentImportForm';

const T = MESSAGES.imports.commitments;

/** Column labels of the preview: the template's headers with their accents and spaces. */
const labelOf = (key: string) => key.replace(/_/g, ' ');

const EXAMPLE: Record<string, string> = {
  cnpj_estabelecimento: '12345678000195',
  título: 'Contrato de garantia',
  descrição: 'Capital de giro',
  código: 'CG-001',
  emissão: '20/11/2026',
  expiração: '31/12/2027',
  valor: '1500,25',
  valor_solicitado: '1500,25',
  vencimento: '',
  data_vencimento: '30/11/2026',
  execução_início: '01/12/2026',
  execução_fim: '30/06/2027',
  id_domicílio: '',
  cnpj_credenciadora: '01027058000191',
  arranjos: 'VCC,MCC',
  regra_divisão: '2',
  valor_onerar: '50',
};

/** The partner profile whose imports end with the agenda consult (spec 3 §2.2). */
const PRE_COMMITMENT = 'pre_compromisso';

/** The normal (deals/upload) and smoke (deals/upload-contract-smoke) commitment import screens. */
export function CommitmentImportScreen({ smoke }: { smoke: boolean }) {
  const form = useCommitmentImportForm(smoke);
  const [requestId, setRequestId] = useState<string | null>(null);
  // The creditor the file was sent for: the provider select may change while the import runs.
  const sentFor = useRef<{ creditorId: string; profile: string } | null>(null);
  const [agenda, setAgenda] = useState<{ merchants: ImportedMerchant[]; creditorId: string; profile: string } | null>(null);
  const onAccepted = (processId: string) => {
    sentFor.current = { creditorId: form.state.creditorId, profile: form.partnerProfile };
    setRequestId(processId);
  };
  const onFinished = (status: ImportStatusReply, rows: readonly ImportFileRow[]) => {
    const sent = sentFor.current;
    if (smoke || !sent || sent.profile !== PRE_COMMITMENT) return;
    const merchants = importedMerchants(rows, status);
    if (merchants.length) setAgenda({ merchants, ...sent });
  };
  const columns = smoke ? SMOKE_COMMITMENT_IMPORT_COLUMNS : COMMITMENT_IMPORT_COLUMNS;
  return (
    <>
      <PageHeader title={smoke ? MESSAGES.imports.smokeCommitmentImportTitle : MESSAGES.imports.commitmentImportTitle} />
      <Paper sx={{ p: 2 }}>
        <CommitmentImportFields form={form} smoke={smoke} />
        <ImportFlow
          kind={smoke ? 'smoke-commitments' : 'commitments'}
          uploadUrl={smoke ? 'deals/upload-contract-smoke' : 'deals/upload'}
          fields={form.fields}
          columns={columns.map((key) => ({ key, label: labelOf(key) }))}
          template={{ fileName: smoke ? T.smokeTemplateFileName : T.templateFileName, rows: [[...columns], columns.map((c) => EXAMPLE[c] ?? '')] }}
          help={<CommitmentImportHelp smoke={smoke} />}
          onAccepted={onAccepted}
          onFinished={onFinished}
          disabled={!form.state.creditorId}
        />
      </Paper>
      <RequestAcceptedDialog requestId={requestId} onClose={() => setRequestId(null)} />
      {/* After the import's own dialog: the two do not pile up when the import ends at once. */}
      {agenda && requestId === null ? (
        <AgendaConsultDialog merchants={agenda.merchants} creditorId={agenda.creditorId} partnerProfile={agenda.profile} onClose={() => setAgenda(null)} />
      ) : null}
    </>
  );
}
