import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { MESSAGES } from '@lastro/domain';
import type { ItemStatus } from '../../api/item-query';

const A = MESSAGES.reconciliationScreens.schedule;

/** A step of the chain UR → effect → settlement → bank line (spec 4 §2.5). */
export type StepState = 'agrees' | 'differs' | 'missing' | 'waiting';

/** The state of the step an item's status is about. */
export const stepStateOf = (status: ItemStatus): StepState =>
  status === 'conciliada' ? 'agrees' : status === 'divergente' ? 'differs' : status === 'nao_encontrada' ? 'missing' : 'waiting';

const ICONS: Record<StepState, { icon: ReactNode; label: string }> = {
  agrees: { icon: <CheckCircleOutlineIcon color="success" />, label: A.stepAgrees },
  differs: { icon: <WarningAmberIcon color="warning" />, label: A.stepDiffers },
  missing: { icon: <CancelOutlinedIcon color="error" />, label: A.stepMissing },
  waiting: { icon: <ScheduleIcon color="action" />, label: A.stepWaiting },
};

export type ChainField = { label: string; value: ReactNode };

/** Labelled values two or three to a row. */
export function ChainFields({ fields }: { fields: readonly ChainField[] }) {
  if (!fields.length) return null;
  return (
    <Grid container spacing={2}>
      {fields.map((f) => (
        <Grid key={f.label} size={{ xs: 6, sm: 4 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {f.label}
          </Typography>
          <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

export interface ChainStepProps {
  title: string;
  state: StepState;
  fields: readonly ChainField[];
  children?: ReactNode;
  /** An accordion ('Detalhe da divergência' folds the steps a divergence does not concern); absent: always open. */
  accordion?: { defaultExpanded: boolean };
}

function StepHeading({ title, state }: Pick<ChainStepProps, 'title' | 'state'>) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box role="img" aria-label={ICONS[state].label} sx={{ display: 'flex' }}>
        {ICONS[state].icon}
      </Box>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
    </Stack>
  );
}

/** One step: its icon (named for screen readers), its title and its fields. */
export function ChainStep({ title, state, fields, children, accordion }: ChainStepProps) {
  const body = (
    <Stack spacing={2}>
      <ChainFields fields={fields} />
      {children}
    </Stack>
  );
  if (accordion)
    return (
      <Box component="section" aria-label={title}>
        <Accordion defaultExpanded={accordion.defaultExpanded} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <StepHeading title={title} state={state} />
          </AccordionSummary>
          <AccordionDetails>{body}</AccordionDetails>
        </Accordion>
      </Box>
    );
  return (
    <Box component="section" aria-label={title} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}>
      <Box sx={{ mb: 1 }}>
        <StepHeading title={title} state={state} />
      </Box>
      {body}
    </Box>
  );
}
