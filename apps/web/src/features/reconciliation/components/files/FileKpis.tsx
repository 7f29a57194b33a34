import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@lastro/domain';
import type { FilesTotals } from '../../api/files';

const M = MESSAGES.reconciliationFiles;

/** The KPI cards of 'Extratos', from the list call's totals (the whole filtered set, never the page). */
export function FileKpis({ totals }: { totals: FilesTotals | undefined }) {
  const cards = [
    { label: M.kpiFiles, value: totals?.files },
    { label: M.kpiWaiting, value: totals?.awaiting_action },
    { label: M.kpiAlerts, value: totals?.processed_with_alerts },
    { label: M.kpiRejected, value: totals?.rejected },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label={M.title}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }} role="group" aria-label={card.label}>
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            <Typography variant="h5" component="p">
              {card.value === undefined ? MESSAGES.common.empty : card.value.toLocaleString('pt-BR')}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
