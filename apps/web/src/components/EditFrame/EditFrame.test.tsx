import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../lib/api';
import { EditFrame, type EditRecordQuery } from './EditFrame';

interface Partner {
  name: string;
}

const loaded = (data: Partner): EditRecordQuery<Partner> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
});
const failed = (error: Error): EditRecordQuery<Partner> => ({
  data: undefined,
  isPending: false,
  isError: true,
  error,
});
const pending: EditRecordQuery<Partner> = { data: undefined, isPending: true, isError: false, error: null };

function renderFrame(
  query: EditRecordQuery<Partner>,
  extra: { missing?: boolean; allowed?: boolean; loading?: boolean } = {},
) {
  render(
    <MemoryRouter>
      <EditFrame
        back="/app/partners"
        title={(p) => (p ? `Editar ${p.name}` : 'Editar parceiro')}
        query={query}
        {...extra}
      >
        {(partner) => <p>Formulário de {partner.name}</p>}
      </EditFrame>
    </MemoryRouter>,
  );
}

describe('EditFrame', () => {
  it('shows the record with its title and the back button once loaded', () => {
    renderFrame(loaded({ name: 'Acme' }));
    expect(screen.getByRole('heading', { name: 'Editar Acme' })).toBeInTheDocument();
    expect(screen.getByText('Formulário de Acme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Voltar/ })).toBeInTheDocument();
  });

  it('shows progress while the record or the permissions load', () => {
    renderFrame(pending);
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar parceiro' })).toBeInTheDocument();
    expect(screen.queryByText(/Formulário/)).not.toBeInTheDocument();
  });

  it('tells a record the server does not know (404) or the address does not name from a failure', () => {
    renderFrame(failed(new ApiError(404, ['Parceiro não encontrado'])));
    expect(screen.getByText('Registro não encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Parceiro não encontrado')).not.toBeInTheDocument();
  });

  it('shows the server message of any other failure', () => {
    renderFrame(failed(new ApiError(500, ['Aconteceu um erro'])));
    expect(screen.getByRole('alert')).toHaveTextContent('Aconteceu um erro');
    expect(screen.queryByText('Registro não encontrado')).not.toBeInTheDocument();
  });

  it('without an id in the address it is not found, even while the never-made call is pending', () => {
    renderFrame(pending, { missing: true });
    expect(screen.getByText('Registro não encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the no-access view, and not the record, without permission', () => {
    renderFrame(loaded({ name: 'Acme' }), { allowed: false });
    expect(screen.getByText('Você não tem acesso a visualização desse módulo')).toBeInTheDocument();
    expect(screen.queryByText(/Formulário/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar parceiro' })).toBeInTheDocument();
  });
});
