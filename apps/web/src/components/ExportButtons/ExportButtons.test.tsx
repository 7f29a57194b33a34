import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButtons } from './ExportButtons';

describe('ExportButtons', () => {
  it('calls download and refresh and shows totals', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onRefresh = vi.fn();
    render(<ExportButtons onDownload={onDownload} onRefresh={onRefresh} totalLines={42} totalErrors={3} />);
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    expect(onDownload).toHaveBeenCalledWith('xls');
    await user.click(screen.getByRole('button', { name: 'Atualizar tabela' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Total de linhas: 42')).toBeInTheDocument();
    expect(screen.getByText('Erros: 3')).toBeInTheDocument();
  });

  it('groups thousands and hides totals that were not given', () => {
    render(<ExportButtons onDownload={() => {}} totalLines={250000} />);
    expect(screen.getByText('Total de linhas: 250.000')).toBeInTheDocument();
    expect(screen.queryByText(/Erros:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Atualizar tabela' })).toBeNull();
  });

  it('offers a format menu when several formats exist', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(<ExportButtons onDownload={onDownload} formats={['xls', 'csv']} />);
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    expect(onDownload).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(onDownload).toHaveBeenCalledWith('csv');
  });

  it('downloads the only format directly', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(<ExportButtons onDownload={onDownload} formats={['csv']} />);
    await user.click(screen.getByRole('button', { name: 'Baixar tabela' }));
    expect(onDownload).toHaveBeenCalledWith('csv');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
