import { useSearchParams } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { EditFrame, TabbedPage } from '../../../components';
// Not from the barrel: the history's lazy wrapper stays out of every other route's chunks.
import { ChangeHistory } from '../../../components/ChangeHistory';
import { usePermissions } from '../../../lib/permissions';
import { paths } from '../../../lib/paths';
import { useDeal } from '../api/deal-detail';
import { BankDataTab } from '../components/detail/BankDataTab';
import { DealDetailsTab } from '../components/detail/DealDetailsTab';
import { DebtConfessionTab } from '../components/detail/DebtConfessionTab';
import { ReceivablesTab } from '../components/detail/ReceivablesTab';

const M = MESSAGES.commitments;

/**
 * /app/appointments/edit?id=&tab=: 'Compromisso' with Detalhes do Compromisso, Lista de
 * Recebíveis, Dados Bancários (with a bank account and read on the bank data) and Confissão de
 * dívida (admins; type 4 of a supplier whose first parameter is 'Fornecedor').
 */
export default function CommitmentDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { can, isAdmin, loading } = usePermissions();
  const query = useDeal(id);
  return (
    <EditFrame
      back={paths.appointments.root.path}
      title={M.detailTitle}
      query={query}
      missing={!id}
      loading={loading}
      allowed={can('cad_compromisso_dados_compromissos', 'read')}
    >
      {(deal) => (
        <>
          <TabbedPage
            aria-label={M.detailTitle}
            tabs={[
              { label: M.detailsTab, content: <DealDetailsTab deal={deal} /> },
              { label: M.receivablesTab, content: <ReceivablesTab deal={deal} /> },
              {
                label: M.bankDataTab,
                hidden: !deal.bank_account || !can('cad_compromisso_dados_bancarios', 'read'),
                content: deal.bank_account ? (
                  <BankDataTab
                    dealId={deal.id}
                    account={deal.bank_account}
                    canChange={can('cad_compromisso_dados_bancarios', 'edit')}
                  />
                ) : null,
              },
              {
                label: M.debtConfessionTab,
                hidden:
                  !isAdmin ||
                  deal.type !== 4 ||
                  deal.creditor.creditor_parameters[0]?.parameter_value !== 'Fornecedor',
                content: <DebtConfessionTab dealId={deal.id} />,
              },
            ]}
          />
          <ChangeHistory entity="deals" entityId={deal.id} />
        </>
      )}
    </EditFrame>
  );
}
