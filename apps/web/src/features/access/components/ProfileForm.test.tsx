import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './ProfileForm';

const resources = (type: string) => ({
  results: [
    { id: 1, slug: 'cad_estabelecimento', module: 'Cadastro e Consulta', sub_module: 'Estabelecimento', description: 'Dados cadastrais', permition_delete: true, actions: ['create', 'read', 'edit', 'delete'] },
    ...(type === '1'
      ? [{ id: 9, slug: 'cad_fornecedor', module: 'Cadastro e Consulta', sub_module: 'Fornecedor', description: 'Dados do fornecedor', permition_delete: true, actions: ['create', 'read', 'edit', 'delete'] }]
      : []),
  ],
  metadata: { resultset: { offset: 0, limit: 200, count: 1 } },
});

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(resources(new URL(url, 'http://x').searchParams.get('type') ?? '')), { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm mode="create" submitting={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('ProfileForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the name, asks for the type first, fetches the resources of that type and needs one permission', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    await user.type(screen.getByLabelText(/Nome do perfil/), 'ab');
    expect(await screen.findByText('O campo deve ter mais de 3 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome do perfil/), 'c Operador');
    expect(screen.getByText('Selecione o tipo do perfil para escolher as permissões')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Plataforma' }));
    expect(await screen.findByRole('checkbox', { name: 'Ler Dados do fornecedor' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ler Dados do fornecedor' }));

    // Fornecedor profiles get the type-2 catalogue: the platform-only grant is dropped.
    await user.click(screen.getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Fornecedor' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Ler Dados do fornecedor' })).toBeNull());
    // No permission left: the button stays enabled and a click says what is missing, sending nothing.
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Selecione ao menos uma permissão')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Ler Dados cadastrais' }));
    await user.click(save);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        description: 'abc Operador',
        is_lastro: false,
        resources: [{ user_resource_id: 1, permition: 'read' }],
      }),
    );
  });
});

describe('ProfileForm on an empty create', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps 'Gravar dados' enabled; a click shows every missing field at once and focuses the first", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(screen.getByLabelText(/Nome do perfil/)).toHaveFocus());
    expect(screen.getByLabelText(/Nome do perfil/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
