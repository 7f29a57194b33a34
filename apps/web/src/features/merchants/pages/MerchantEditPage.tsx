import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { MESSAGES, formatDocument, onlyDigits, type PermissionSlug } from '@lastro/domain';
import { EditFrame, NoAccess, OnceOpened, TabbedPage, useToast } from '../../../components';
// Not from the barrel: the history's lazy wrapper stays out of every other route's chunks.
import { ChangeHistory } from '../../../components/ChangeHistory';
import { lazyNamed } from '../../../lib/lazyNamed';
import { usePermissions } from '../../../lib/permissions';
import { paths } from '../../../lib/paths';
import { useMerchant } from '../api/get-merchant';
import { useUpdateMerchant } from '../api/save-merchant';
import { OnboardingLinkActions } from '../components/onboarding/OnboardingLinkActions';
import { OnboardingLinkDialog } from '../components/onboarding/OnboardingLinkDialog';
import { useMerchantFormContext } from '../components/registration/useMerchantFormContext';
import type { MerchantCreatedState } from './MerchantCreatePage';

const M = MESSAGES.merchants;

// Each tab is a chunk of its own, loaded when shown (an address with ?tab= loads only that tab),
// and so is the e-mail dialog, loaded when opened.
const MerchantForm = lazyNamed(() => import('../components/registration/MerchantForm'), 'MerchantForm');
const PartnersTab = lazyNamed(() => import('../components/partners/PartnersTab'), 'PartnersTab');
const AcquirersTab = lazyNamed(() => import('../components/acquirers/AcquirersTab'), 'AcquirersTab');
const AccessDataTab = lazyNamed(() => import('../components/access-data/AccessDataTab'), 'AccessDataTab');
const DocumentsTab = lazyNamed(() => import('../components/documents/DocumentsTab'), 'DocumentsTab');
const ChangeEmailDialog = lazyNamed(() => import('../components/registration/ChangeEmailDialog'), 'ChangeEmailDialog');

/**
 * /app/merchants/edit?id=&tab=: Dados Cadastrais, Dados dos Sócios, Credenciadoras, Dados de
 * acesso, Documentos (admins). A tab whose read permission is missing shows the no-access view.
 */
export default function MerchantEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { can, isAdmin, loading } = usePermissions();
  const query = useMerchant(id);
  const update = useUpdateMerchant();
  const context = useMerchantFormContext(query.data?.creditor_id);
  const [changingEmail, setChangingEmail] = useState(false);
  const createdLink = (location.state as MerchantCreatedState | null)?.link ?? null;
  const [link, setLink] = useState<string | null>(createdLink);

  const tab = (slug: PermissionSlug, content: ReactNode) => (can(slug, 'read') ? content : <NoAccess />);

  return (
    <EditFrame
      back={paths.merchants.root.path}
      title={(merchant) => (merchant ? `${merchant.trading_name} · ${formatDocument(merchant.document_number)}` : M.editTitle)}
      query={query}
      missing={!id}
      loading={loading}
      allowed={can('cad_estabelecimento', 'edit')}
    >
      {(merchant) => (
        <>
          <TabbedPage
            aria-label={M.editTitle}
            tabs={[
              {
                label: M.registrationTab,
                content: (
                  <Paper variant="outlined" sx={{ p: 2.5 }}>
                    <MerchantForm
                      key={merchant.updated_at ?? merchant.created_at}
                      merchant={merchant}
                      creditors={context.creditors}
                      fixedCreditorId={context.fixedCreditorId}
                      isAdmin={isAdmin}
                      partnerType={merchant.partnerType === 'if' ? 'if' : 'fornecedor'}
                      submitting={update.isPending}
                      onSubmit={async (values, register) => {
                        const { creditor_id: _c, document_number: _d, contact_email: _e, ...data } = values;
                        await update.mutateAsync({
                          id: merchant.id,
                          ...data,
                          phone_number: onlyDigits(data.phone_number),
                          address_zip_code: onlyDigits(data.address_zip_code),
                          ...register,
                        });
                        toast.success(M.updated);
                      }}
                      actions={
                        <>
                          {isAdmin ? (
                            <Button variant="outlined" onClick={() => setChangingEmail(true)}>
                              {M.changeEmail}
                            </Button>
                          ) : null}
                          <OnboardingLinkActions merchantId={merchant.id} />
                        </>
                      }
                    />
                    <ChangeHistory entity="merchants" entityId={merchant.id} />
                  </Paper>
                ),
              },
              { label: M.partnersTab, content: tab('cad_estabelecimento_dados_socios', <PartnersTab merchantId={merchant.id} />) },
              { label: M.acquirersTab, content: tab('cad_estabelecimento_credenciadoras', <AcquirersTab merchantId={merchant.id} />) },
              { label: M.accessDataTab, content: tab('cad_estabelecimento_dados_acesso', <AccessDataTab merchantId={merchant.id} />) },
              {
                label: M.documentsTab,
                hidden: !isAdmin,
                content: tab('cad_estabelecimento_documentos', <DocumentsTab merchantId={merchant.id} />),
              },
            ]}
          />
          {isAdmin ? (
            <OnceOpened open={changingEmail}>
              <ChangeEmailDialog open={changingEmail} merchant={merchant} onClose={() => setChangingEmail(false)} />
            </OnceOpened>
          ) : null}
          {link ? (
            <OnboardingLinkDialog
              link={link}
              onClose={() => {
                setLink(null);
                // The link was shown once: a reload must not show it again.
                void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
              }}
            />
          ) : null}
        </>
      )}
    </EditFrame>
  );
}
