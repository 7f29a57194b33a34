import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { BackButton, NoAccess, PageHeader } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useAcquirer } from '../api/get-acquirer';
import { useArrangement } from '../api/get-arrangement';
import { useBank } from '../api/get-bank';
import { AcquirerEditForm } from '../components/acquirers/AcquirerEditForm';
import { ArrangementEditForm } from '../components/arrangements/ArrangementEditForm';
import { BankEditForm } from '../components/banks/BankEditForm';
import { PARAMETERS_PATH, parametersTabPath } from '../paths';
import type { RegisterType } from '../types';

const R = MESSAGES.registers;

const CONFIG = {
  acquirer: { title: R.editAcquirerTitle, slug: PERMISSIONS.cad_parametro_lastro_credenciadoras },
  arrangement: { title: R.editArrangementTitle, slug: PERMISSIONS.cad_parametro_lastro_arranjos },
  bank: { title: R.editBankTitle, slug: PERMISSIONS.cad_parametro_lastro_bancos },
} as const;

const isRegisterType = (value: string | null): value is RegisterType => value !== null && value in CONFIG;

/** /app/parameters/edit?id=&type=acquirer|arrangement|bank (edit permission of the register). */
export default function EditRegisterPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = Number(params.get('id'));
  const { can, loading } = usePermissions();
  if (!isRegisterType(type) || !Number.isInteger(id) || id <= 0) {
    return (
      <>
        <BackButton to={PARAMETERS_PATH} />
        <Alert severity="warning">{MESSAGES.errors.notFound}</Alert>
      </>
    );
  }
  const { title, slug } = CONFIG[type];
  if (loading) return <LinearProgress />;
  return (
    <>
      <BackButton to={parametersTabPath(type)} />
      <PageHeader title={title} />
      {can(slug, 'edit') ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <EditForm type={type} id={id} />
        </Paper>
      ) : (
        <NoAccess />
      )}
    </>
  );
}

function EditForm({ type, id }: { type: RegisterType; id: number }) {
  const acquirer = useAcquirer(id, type === 'acquirer');
  const arrangement = useArrangement(id, type === 'arrangement');
  const bank = useBank(id, type === 'bank');
  const query = type === 'acquirer' ? acquirer : type === 'arrangement' ? arrangement : bank;
  if (query.isPending) return <LinearProgress />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (type === 'acquirer' && acquirer.data) return <AcquirerEditForm acquirer={acquirer.data} />;
  if (type === 'arrangement' && arrangement.data) return <ArrangementEditForm arrangement={arrangement.data} />;
  if (type === 'bank' && bank.data) return <BankEditForm bank={bank.data} />;
  return null;
}
