import { MESSAGES } from '@lastro/domain';
import { PageHeader, TabbedPage } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';

const R = MESSAGES.registers;

// Each tab is a chunk of its own, loaded when shown: an address with ?tab= loads only that tab.
const GeneralTab = lazyNamed(() => import('../components/general/GeneralTab'), 'GeneralTab');
const AcquirersTab = lazyNamed(() => import('../components/acquirers/AcquirersTab'), 'AcquirersTab');
const ArrangementsTab = lazyNamed(() => import('../components/arrangements/ArrangementsTab'), 'ArrangementsTab');
const BanksTab = lazyNamed(() => import('../components/banks/BanksTab'), 'BanksTab');

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
