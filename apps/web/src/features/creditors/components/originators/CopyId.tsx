import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';

const M = MESSAGES.creditors;

/** An id shown short; a click copies the whole id to the clipboard. */
export function CopyId({ id }: { id: string }) {
  const toast = useToast();
  return (
    <Tooltip title={`${M.copyId}: ${id}`}>
      <Link
        component="button"
        type="button"
        underline="hover"
        aria-label={`${M.copyId} ${id}`}
        sx={{ fontFamily: 'monospace', fontSize: 13 }}
        onClick={() => {
          void navigator.clipboard?.writeText(id).then(
            () => toast.success(M.idCopied),
            () => undefined,
          );
        }}
      >
        {id.slice(0, 8)}
      </Link>
    </Tooltip>
  );
}
