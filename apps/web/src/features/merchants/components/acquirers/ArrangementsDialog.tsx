import type { ColumnDef } from '@tanstack/react-table';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES, type MerchantAcquirerLink, type MerchantLinkArrangement } from '@lastro/domain';
import { WholeTable } from './TabParts';

const M = MESSAGES.merchants;

const COLUMNS: ColumnDef<MerchantLinkArrangement>[] = [
  { accessorKey: 'arrangement_name', header: M.arrangementNameColumn },
  { accessorKey: 'arrangement_code', header: M.arrangementCodeColumn },
];

/** The arrangements discovery found for one acquirer link (name, code). */
export function ArrangementsDialog({
  link,
  onClose,
}: {
  link: MerchantAcquirerLink | null;
  onClose: () => void;
}) {
  const rows = link?.arrangements ?? [];
  return (
    <Dialog
      open={Boolean(link)}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="link-arrangements-title"
    >
      <DialogTitle id="link-arrangements-title" sx={{ pr: 6 }}>
        {M.arrangementsTitle}
        {link ? ` - ${link.acquirer_name}` : ''}
      </DialogTitle>
      <IconButton
        aria-label={MESSAGES.common.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <WholeTable
          columns={COLUMNS}
          rows={rows}
          getRowId={(row) => row.arrangement_code}
          emptyText={M.noArrangements}
          minWidth={360}
        />
      </DialogContent>
    </Dialog>
  );
}
