import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExportProcessingDialog } from './ExportProcessingDialog';

describe('ExportProcessingDialog', () => {
  it('shows the processing texts and a spinner when open', () => {
    render(<ExportProcessingDialog open />);
    const dialog = screen.getByRole('dialog', { name: 'Arquivo em processamento' });
    expect(dialog).toHaveTextContent('Os dados estão sendo exportados');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<ExportProcessingDialog open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
