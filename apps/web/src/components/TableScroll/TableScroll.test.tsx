import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { TableScroll } from './TableScroll';

describe('TableScroll', () => {
  it('is a named region a keyboard user can focus to scroll the table', () => {
    render(
      <TableScroll label="Recebíveis">
        <Table>
          <TableBody>
            <TableRow>
              <TableCell>1</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Recebíveis' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
