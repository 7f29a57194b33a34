import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import type { Coverage } from '../../api/files';
import { CoverageGrid } from './CoverageGrid';

const M = MESSAGES.reconciliationFiles;
const coverage: Coverage = {
  days: ['2026-01-02', '2026-01-05', '2026-01-06'],
  rows: [
    {
      account_id: 'acc-a',
      label: '341 · cc 12345-6 — Originadora Demo Ltda',
      cells: [
        { date: '2026-01-02', state: 'antes_do_inicio', file_ids: [] },
        { date: '2026-01-05', state: 'coberto', file_ids: ['f-1'], file_names: ['extrato_341.ofx'] },
        { date: '2026-01-06', state: 'lacuna', file_ids: [] },
      ],
    },
  ],
};

describe("'Cobertura dos últimos 30 dias úteis'", () => {
  it('names its rows and columns for screen readers and draws covered, gap and grey cells', () => {
    render(<CoverageGrid coverage={coverage} onCovered={vi.fn()} onGap={vi.fn()} />);
    const table = screen.getByRole('table', { name: M.coverageTitle });
    expect(within(table).getByRole('rowheader', { name: coverage.rows[0]!.label })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.getAttribute('aria-label') ?? h.textContent)).toEqual([M.coverageAccount, '02/01/2026', '05/01/2026', '06/01/2026']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-state'))).toEqual(['antes_do_inicio', 'coberto', 'lacuna']);
    expect(within(cells[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cells[0]!).getByRole('img', { name: M.coverageBeforeStart })).toBeInTheDocument();
  });

  it('a filled cell hands over its files; a gap asks for an upload', async () => {
    const onCovered = vi.fn();
    const onGap = vi.fn();
    render(<CoverageGrid coverage={coverage} onCovered={onCovered} onGap={onGap} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'extrato_341.ofx' }));
    expect(onCovered).toHaveBeenCalledWith(['f-1']);
    await user.click(screen.getByRole('button', { name: M.coverageGap('06/01/2026') }));
    expect(onGap).toHaveBeenCalledTimes(1);
  });

  it('shows the tooltip of a gap on hover', async () => {
    render(<CoverageGrid coverage={coverage} onCovered={vi.fn()} />);
    const user = userEvent.setup();
    // Without onGap (no upload permission) the gap is a picture, not a button.
    const gap = screen.getByRole('img', { name: M.coverageGap('06/01/2026') });
    await user.hover(gap);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(M.coverageGap('06/01/2026'));
  });
});
