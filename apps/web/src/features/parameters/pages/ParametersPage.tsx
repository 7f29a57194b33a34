import { MESSAGES } from '@lastro/domain';
import { PageHeader, TabbedPage } from '../../../components';
import { AcquirersTab } from '../components/acquirers/AcquirersTab';
import { ArrangementsTab } from '../components/arrangements/ArrangementsTab';
import { BanksTab } from '../components/banks/BanksTab';
import { GeneralTab } from '../components/general/GeneralTab';

const R = MESSAGES.registers;

/** /app/parameters: Geral (0), Credenciadoras (1), Arranjos (2), Bancos (3), kept in ?tab=. */
export default function ParametersPage() {
  return (
    <>
      <PageHeader title={R.parametersTitle} />
      <TabbedPage
        aria-label={R.parametersTitle}
        tabs={[
          { label: R.generalTab, content: <GeneralTab /> },
          { label: R.acquirersTab, content: <AcquirersTab /> },
          { label: R.arrangementsTab, content: <ArrangementsTab /> },
          { label: R.banksTab, content: <BanksTab /> },
        ]}
      />
    </>
  );
}
