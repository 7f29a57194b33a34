import type { ReactNode } from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface KpiCard {
  label: string;
  /** The figure; undefined while it loads (a skeleton). */
  value: ReactNode | undefined;
  /** A second line under the figure (e.g. a sum). */
  hint?: ReactNode;
  /** Red figure (e.g. a difference that is not zero). */
  alert?: boolean;
  /** A link or button under the figure. */
  action?: ReactNode;
}

export interface KpiCardsProps {
  /** Accessible name of the row of cards. */
  label: string;
  cards: readonly KpiCard[];
}

/**
 * The KPI cards above a list (spec 4 §2.2 item 4): each a group named by its label, from the list
 * call's totals (the whole filtered set, never the page). Two a row on a phone.
 */
export function KpiCards({ label, cards }: KpiCardsProps) {
  // Equal shares of the row: five cards fill it too (a fixed 12 / 5 left a gap and wrapped the amounts).
  const md = cards.length > 0 && 12 % cards.length !== 0 && cards.length <= 6 ? 'grow' : Math.max(2, Math.floor(12 / Math.max(cards.length, 1)));
  // Six amounts a row leave each card too narrow for 'R$ 1.234.567,89' beside the menu: three a row until the widest screens.
  const size: GridProps['size'] = cards.length === 6 ? { xs: 6, md: 4, xl: 2 } : { xs: 6, md };
  return (
    <Grid container spacing={2} component="section" aria-label={label}>
      {cards.map((card) => (
        <Grid key={card.label} size={size}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }} role="group" aria-label={card.label}>
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            {card.value === undefined ? (
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
            ) : (
              <Typography variant="h5" component="p" color={card.alert ? 'error.main' : undefined} sx={{ wordBreak: 'break-word' }}>
                {card.value}
              </Typography>
            )}
            {card.hint !== undefined && (
              <Typography variant="body2" color="text.secondary">
                {card.hint}
              </Typography>
            )}
            {card.action}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
