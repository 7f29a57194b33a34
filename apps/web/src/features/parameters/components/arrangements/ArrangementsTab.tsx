import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { RegisterTab } from '../shared/RegisterTab';
import { ArrangementCreateForm } from './ArrangementCreateForm';
import { ArrangementsList } from './ArrangementsList';

const R = MESSAGES.registers;

/** Arranjos tab: the create form (create permission) and the list (read permission). */
export function ArrangementsTab() {
  return (
    <RegisterTab
      slug={PERMISSIONS.cad_parametro_lastro_arranjos}
      createTitle={R.newArrangement}
      createForm={<ArrangementCreateForm />}
      listTitle={R.arrangementsList}
      list={<ArrangementsList />}
    />
  );
}
