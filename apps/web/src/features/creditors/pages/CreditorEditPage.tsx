import { useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES, formatDocument } from '@lastro/domain';
import { EditFrame, TabbedPage, useToast } from '../../../components';
// Not from the barrel: the history's lazy wrapper stays out of every other route's chunks.
import { ChangeHistory } from '../../../components/ChangeHistory';
import { usePermissions } from '../../../lib/permissions';
import { useCreditor } from '../api/get-creditor';
import { useUpdateCreditor } from '../api/update-creditor';
import { lazyNamed } from '../../../lib/lazyNamed';
import { paths } from '../../../lib/paths';

const M = MESSAGES.creditors;

// Each tab is a chunk of its own, loaded when shown: an address with ?tab= loads only that tab.
const CreditorForm = lazyNamed(() => import('../components/CreditorForm'), 'CreditorForm');
const OriginatorsTab = lazyNamed(() => import('../components/originators/OriginatorsTab'), 'OriginatorsTab');
const ParametersTab = lazyNamed(() => import('../components/parameters/ParametersTab'), 'ParametersTab');
const FeesTab = lazyNamed(() => import('../components/fees/FeesTab'), 'FeesTab');
const VisualIdentityTab = lazyNamed(() => import('../components/visual-identity/VisualIdentityTab'), 'VisualIdentityTab');

/** /app/creditors/edit?id=&tab=: Dados Cadastrais, Originadores, Parâmetros, Taxas, Identidade Visual. */
export default function CreditorEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const toast = useToast();
  const { can, isAdmin } = usePermissions();
  const query = useCreditor(id);
  const update = useUpdateCreditor();

  return (
    <EditFrame
      back={paths.creditors.root.path}
      title={(creditor) =>
        creditor ? `${creditor.trading_name} · ${formatDocument(creditor.document_number)}` : M.editTitle
      }
      query={query}
      missing={!id}
      allowed={can('cad_fornecedor', 'edit')}
    >
      {(creditor) => (
        <TabbedPage
          aria-label={M.editTitle}
          tabs={[
            {
              label: M.registrationTab,
              content: (
                <Paper variant="outlined" sx={{ p: 2.5 }}>
                  <CreditorForm
                    key={creditor.updated_at ?? creditor.created_at}
                    creditor={creditor}
                    submitting={update.isPending}
                    canChangeActive={isAdmin}
                    onSubmit={async (values) => {
                      const {
                        contact_name: _n,
                        contact_email: _e,
                        phone_number: _p,
                        document_number: _d,
                        ...data
                      } = values;
                      await update.mutateAsync({ id: creditor.id, ...data });
                      toast.success(M.updatedDone);
                    }}
                  />
                  <ChangeHistory entity="creditors" entityId={creditor.id} />
                </Paper>
              ),
            },
            {
              label: M.originatorsTab,
              hidden: !can('cad_fornecedor_originadores', 'read'),
              content: <OriginatorsTab creditorId={creditor.id} />,
            },
            {
              label: M.parametersTab,
              hidden: !can('cad_fornecedor_parametros', 'read'),
              content: <ParametersTab creditorId={creditor.id} />,
            },
            {
              label: M.feesTab,
              hidden: !can('cad_fornecedor_taxas', 'read'),
              content: <FeesTab creditorId={creditor.id} />,
            },
            {
              label: M.visualIdentityTab,
              hidden: !can('cad_fornecedor_identidade_visual', 'read'),
              content: <VisualIdentityTab creditorId={creditor.id} />,
            },
          ]}
        />
      )}
    </EditFrame>
  );
}
