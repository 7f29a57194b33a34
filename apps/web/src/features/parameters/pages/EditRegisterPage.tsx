import { useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { EditFrame, type EditRecordQuery } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useAcquirer } from '../api/get-acquirer';
import { useArrangement } from '../api/get-arrangement';
import { useBank } from '../api/get-bank';
import { AcquirerEditForm } from '../components/acquirers/AcquirerEditForm';
import { ArrangementEditForm } from '../components/arrangements/ArrangementEditForm';
import { BankEditForm } from '../components/banks/BankEditForm';
import { paths } from '../../../lib/paths';
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
  const valid = isRegisterType(type) && Number.isInteger(id) && id > 0;
  const acquirer = useAcquirer(id, valid && type === 'acquirer');
  const arrangement = useArrangement(id, valid && type === 'arrangement');
  const bank = useBank(id, valid && type === 'bank');
  if (!valid) {
    return (
      <EditFrame back={paths.parameters.root.path} title={null} query={bank} missing>
        {() => null}
      </EditFrame>
    );
  }
  const { title, slug } = CONFIG[type];
  const query: EditRecordQuery<unknown> =
    type === 'acquirer' ? acquirer : type === 'arrangement' ? arrangement : bank;
  return (
    <EditFrame
      back={paths.parameters.register.getHref(type)}
      title={title}
      query={query}
      loading={loading}
      allowed={can(slug, 'edit')}
    >
      {() => (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          {type === 'acquirer' && acquirer.data ? <AcquirerEditForm acquirer={acquirer.data} /> : null}
          {type === 'arrangement' && arrangement.data ? (
            <ArrangementEditForm arrangement={arrangement.data} />
          ) : null}
          {type === 'bank' && bank.data ? <BankEditForm bank={bank.data} /> : null}
        </Paper>
      )}
    </EditFrame>
  );
}
