import Box from '@mui/material/Box';
import { CHANGE_DEALS_TEMPLATE, MESSAGES } from '@lastro/domain';
import { ImportFlow, PageHeader } from '../../../components';

const M = MESSAGES.imports;
const COLUMNS = [
  { key: 'id_compromisso', label: M.dealIdColumn },
  { key: 'id_domicilio', label: M.domicileIdColumn },
];
// The change takes no options: the file is all the page sends.
const NO_FIELDS: Record<string, string> = {};

/** 'Alterar Contratos' (spec 3 §2.4): moves commitments to other domiciles from a file. */
export default function ChangeDealsPage() {
  return (
    <Box>
      <PageHeader title={M.changeDealsTitle} />
      <ImportFlow
        kind="change-deals"
        uploadUrl="deals/update-domiciles/upload"
        fields={NO_FIELDS}
        columns={COLUMNS}
        template={CHANGE_DEALS_TEMPLATE}
        requestFailedMessage={M.changeDealsFailed}
      />
    </Box>
  );
}
