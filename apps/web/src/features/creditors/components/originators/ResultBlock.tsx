import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { MESSAGES } from '@lastro/domain';

const M = MESSAGES.creditors;

export interface ResultBlockProps {
  title: string;
  success: boolean;
  /** The message the server answered (shown as received). */
  message: string | null;
  /** A line shown before 'Erro:' on failure ('Não Foi possivel cadastrar o domicilio'). */
  failureLead?: string;
}

/** One block of the wizard's resume: a success or error icon with the server's message. */
export function ResultBlock({ title, success, message, failureLead }: ResultBlockProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={title}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {success ? (
          <CheckCircleOutlineIcon color="success" data-testid="result-success" />
        ) : (
          <ErrorOutlineIcon color="error" data-testid="result-error" />
        )}
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {success ? (
            <Typography variant="body2">{message}</Typography>
          ) : (
            <>
              {failureLead ? <Typography variant="body2">{failureLead}</Typography> : null}
              <Typography variant="body2" color="error">
                {M.errorPrefix} {message ?? ''}
              </Typography>
            </>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
