import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../components';
import { clearSession, setSession } from '../../../../lib/session';
import { ParametersTab } from './ParametersTab';

const CREDITOR = 'c0ffee00-0000-4000-8000-000000000000';
const definition = (key: string, label: string, type: string, values: { value: string; description: string }[] = []) => ({
  key,
  label,
  type,
  group: 'faturamento',
  group_label: 'Parâmetros de Faturamento',
  values,
  sort_order: 1,
});
const DATA = {
  parameters: [],
  definitions: [
    definition('dia_faturamento', 'Dia de faturamento', 'Number'),
    definition('slug', 'Slug', 'Text'),
  ],
};

function stubApi() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(DATA), { status: 200 });
    }),
  );
  return posts;
}

function renderTab() {
  const claims = { name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' };
  setSession(`h.${btoa(JSON.stringify(claims))}.s`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <ParametersTab creditorId={CREDITOR} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('ParametersTab', () => {
  it("shows 'Informe um número' under a Number parameter holding 'abc' and does not save it", async () => {
    const user = userEvent.setup();
    const posts = stubApi();
    renderTab();
    const day = await screen.findByLabelText('Dia de faturamento');
    await user.type(day, 'abc');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Informe um número');
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'false');
    const save = screen.getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeDisabled();

    await user.clear(day);
    await user.type(day, '10');
    expect(day).toHaveAttribute('aria-invalid', 'false');
    expect(day).toHaveAccessibleDescription('dia_faturamento');
    await user.click(save);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ parameters: [{ parameter_key: 'dia_faturamento', parameter_value: '10' }] });
  });
});
