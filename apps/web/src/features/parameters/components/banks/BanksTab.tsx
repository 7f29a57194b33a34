import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { RegisterTab } from '../shared/RegisterTab';
import { BankCreateForm } from './BankCreateForm';
import { BanksList } from './BanksList';

const R = MESSAGES.registers;

/** Bancos tab: the create form (create permission) and the list (read permission). */
export function BanksTab() {
  return (
    <RegisterTab
      slug={PERMISSIONS.cad_parametro_lastro_bancos}
      createTitle={R.newBank}
      createForm={<BankCreateForm />}
      listTitle={R.banksList}
      list={<BanksList />}
    />
  );
}
