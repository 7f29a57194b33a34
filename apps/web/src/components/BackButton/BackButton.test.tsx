import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BackButton } from './BackButton';

describe('BackButton', () => {
  it('navigates to the list', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/app/creditors/edit?id=1']}>
        <Routes>
          <Route path="/app/creditors" element={<h1>Fornecedores</h1>} />
          <Route path="/app/creditors/edit" element={<BackButton to="/app/creditors" />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Voltar para a listagem' }));
    expect(screen.getByRole('heading', { name: 'Fornecedores' })).toBeInTheDocument();
  });
});
