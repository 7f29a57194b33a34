import { Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableScroll } from '../TableScroll';
import { texts } from '../texts';

export interface ChartData {
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

export interface ChartCardProps {
  title: string;
  /** What the chart shows, for screen readers (the figure's name). */
  ariaLabel: string;
  /** The numbers behind the chart: 'Ver dados' shows them as a small table. */
  data: ChartData | undefined;
  height?: number;
  /** The chart; rendered only once `data` is there (a skeleton before). */
  children: ReactNode;
}

/**
 * A chart of a list screen (spec 4 §2.2 item 5): titled, named for screen readers and with the link
 * 'Ver dados' that opens its numbers as a table, for who reads rather than looks.
 */
export function ChartCard({ title, ariaLabel, data, height = 280, children }: ChartCardProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((o) => !o)} disabled={!data}>
          {open ? texts.chart.hideData : texts.chart.viewData}
        </Button>
      </Box>
      {data ? (
        <Box role="figure" aria-label={ariaLabel} sx={{ height, minWidth: 0 }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>{children}</Suspense>
        </Box>
      ) : (
        <Skeleton variant="rectangular" height={height} />
      )}
      {open && data && (
        <Box id={tableId} sx={{ mt: 1 }}>
          <TableScroll label={title}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {data.columns.map((c) => (
                    <TableCell key={c} sx={{ fontWeight: 600 }}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row, i) => (
                  <TableRow key={i}>
                    {row.map((cell, j) => (
                      <TableCell key={j}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </Box>
      )}
    </Paper>
  );
}
