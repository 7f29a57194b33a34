import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { RegisterTab } from '../shared/RegisterTab';
import { AcquirerCreateForm } from './AcquirerCreateForm';
import { AcquirersList } from './AcquirersList';

const R = MESSAGES.registers;

/** Credenciadoras tab: the create form (create permission) and the list (read permission). */
export function AcquirersTab() {
  return (
    <RegisterTab
      slug={PERMISSIONS.cad_parametro_lastro_credenciadoras}
      createTitle={R.newAcquirer}
      createForm={<AcquirerCreateForm />}
      listTitle={R.acquirersList}
      list={<AcquirersList />}
    />
  );
}
