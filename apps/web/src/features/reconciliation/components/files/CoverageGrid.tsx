import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate, MESSAGES } from '@lastro/domain';
import type { Coverage, CoverageCell } from '../../api/files';

const M = MESSAGES.reconciliationFiles;
const CELL = 18;
// On a phone the days scroll under the account names, which stay in view.
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', alignSelf: 'stretch', display: 'flex', alignItems: 'center' } as const;

export interface CoverageGridProps {
  coverage: Coverage;
  /** A filled cell: the list shows the files that cover that day. */
  onCovered: (fileIds: string[]) => void;
  /** A gap: 'Importar extratos' opens (only for who may upload). */
  onGap?: () => void;
}

const tooltipOf = (cell: CoverageCell) =>
  cell.state === 'coberto' ? (cell.file_names?.join(', ') ?? formatDate(cell.date)) : cell.state === 'lacuna' ? M.coverageGap(formatDate(cell.date)) : M.coverageBeforeStart;

function Cell({ cell, onCovered, onGap }: { cell: CoverageCell } & Omit<CoverageGridProps, 'coverage'>) {
  const title = tooltipOf(cell);
  const look = {
    width: CELL,
    height: CELL,
    borderRadius: 0.5,
    boxSizing: 'border-box',
    ...(cell.state === 'coberto' && { bgcolor: 'primary.main' }),
    ...(cell.state === 'lacuna' && { border: 2, borderColor: 'error.main', bgcolor: 'background.paper' }),
    ...(cell.state === 'antes_do_inicio' && { bgcolor: 'action.disabledBackground' }),
  } as const;
  const action = cell.state === 'coberto' ? () => onCovered(cell.file_ids) : cell.state === 'lacuna' ? onGap : undefined;
  return (
    <Box role="cell" data-state={cell.state} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Tooltip title={title}>
        {action ? (
          <ButtonBase aria-label={title} onClick={action} sx={{ ...look, '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 } }} />
        ) : (
          <Box role="img" aria-label={title} sx={look} />
        )}
      </Tooltip>
    </Box>
  );
}

/**
 * 'Cobertura dos últimos 30 dias úteis' (spec 4 §2.7, §4.4 [D16]): one row per reconciled account,
 * one column per dia útil. A CSS grid with table roles, so a screen reader reads each cell with
 * its account and day.
 */
export function CoverageGrid({ coverage, onCovered, onGap }: CoverageGridProps) {
  const columns = `max-content repeat(${coverage.days.length}, ${CELL + 4}px)`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" id="coverage-title" sx={{ mb: 1 }}>
        {M.coverageTitle}
      </Typography>
      <Box tabIndex={0} role="region" aria-labelledby="coverage-title" sx={{ overflowX: 'auto' }}>
        <Box role="table" aria-labelledby="coverage-title" sx={{ display: 'grid', gridTemplateColumns: columns, rowGap: 0.5, alignItems: 'center', width: 'max-content' }}>
          <Box role="row" sx={{ display: 'contents' }}>
            <Typography role="columnheader" variant="caption" color="text.secondary" sx={STICKY}>
              {M.coverageAccount}
            </Typography>
            {coverage.days.map((day) => (
              <Box role="columnheader" key={day} aria-label={formatDate(day)} sx={{ fontSize: 10, color: 'text.secondary', textAlign: 'center', writingMode: 'vertical-rl', transform: 'rotate(180deg)', height: 36 }}>
                {formatDate(day).slice(0, 5)}
              </Box>
            ))}
          </Box>
          {coverage.rows.map((row) => (
            <Box role="row" key={row.account_id} sx={{ display: 'contents' }}>
              <Typography role="rowheader" variant="body2" sx={{ ...STICKY, pr: 1.5, maxWidth: { xs: 130, sm: 320 }, fontSize: { xs: 12, sm: 14 } }} title={row.label}>
                {row.label}
              </Typography>
              {row.cells.map((cell) => (
                <Cell key={cell.date} cell={cell} onCovered={onCovered} onGap={onGap} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
