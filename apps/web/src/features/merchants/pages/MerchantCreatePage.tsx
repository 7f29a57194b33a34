import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES, onlyDigits, stripTaxIdMask } from '@lastro/domain';
import { BackButton, NoAccess, PageHeader, useToast } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { paths } from '../../../lib/paths';
import { useCreateLimitedMerchants, useCreateMerchant } from '../api/save-merchant';
import { MerchantForm } from '../components/registration/MerchantForm';
import { useMerchantFormContext } from '../components/registration/useMerchantFormContext';

const M = MESSAGES.merchants;

/** Where the edit page finds the onboarding link of the merchant just created. */
export interface MerchantCreatedState {
  link?: string;
}

/**
 * /app/merchants/create: a financial-institution partner's merchant (document only) goes back to
 * the list; any other opens its edit page, with the onboarding link dialog when a link came back.
 */
export default function MerchantCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { can, loading } = usePermissions();
  const context = useMerchantFormContext();
  const create = useCreateMerchant();
  const createLimited = useCreateLimitedMerchants();
  if (loading) return null;
  if (!can('cad_estabelecimento', 'create')) return <NoAccess />;
  return (
    <>
      <BackButton to={paths.merchants.root.path} />
      <PageHeader title={M.createTitle} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <MerchantForm
          creditors={context.creditors}
          fixedCreditorId={context.fixedCreditorId}
          isAdmin={context.isAdmin}
          partnerType={context.partnerType}
          onCreditorChange={context.setCreditorId}
          submitting={create.isPending || createLimited.isPending}
          onSubmit={async (values, register) => {
            const document_number = stripTaxIdMask(values.document_number);
            if (context.partnerType === 'if') {
              await createLimited.mutateAsync([
                {
                  creditor_id: values.creditor_id,
                  document_number,
                  type_person: register.type_person,
                  ...(values.trading_name ? { trading_name: values.trading_name } : {}),
                  ...(values.company_name ? { company_name: values.company_name } : {}),
                  ...(values.contact_email ? { contact_email: values.contact_email } : {}),
                },
              ]);
              toast.success(M.registered);
              void navigate(paths.merchants.root.path);
              return;
            }
            const created = await create.mutateAsync({
              ...values,
              document_number,
              phone_number: onlyDigits(values.phone_number),
              address_zip_code: onlyDigits(values.address_zip_code),
              ...register,
            });
            toast.success(M.registered);
            const state: MerchantCreatedState = created.link ? { link: created.link } : {};
            void navigate(paths.merchants.edit.getHref(created.id), { state });
          }}
        />
      </Paper>
    </>
  );
}
