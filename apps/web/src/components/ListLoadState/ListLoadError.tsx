import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { texts } from '../texts';

/** A list whose call failed (spec 4 §2.2 item 7): 'Não foi possível carregar os dados.' and 'Tentar novamente'. */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {texts.listState.retry}
        </Button>
      }
    >
      {texts.listState.loadError}
    </Alert>
  );
}
