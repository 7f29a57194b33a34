import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, generateCpf } from '@lastro/domain';
import { clearSession } from '../../../../lib/session';
import { ADMIN_TOKEN, CREDITOR_TOKEN, json, renderSignedIn, stubFetch } from '../acquirers/tab-test-support';
import { PartnersTab } from './PartnersTab';

const M = MESSAGES.merchants;
const MERCHANT = 'a1b2c3d4-0000-4000-8000-000000000001';

const PARTNER = {
  id: 'p-1',
  full_name: 'Ana Souza',
  email: 'ana@loja.com.br',
  company_position: 'Sócia administradora',
  phone_number: '11987654321',
  document_number: '52998224725',
  active: true,
  status: 'validado',
  created_at: '2026-03-10T15:30:00.000Z',
};
const RECORD = {
  document_number: '12345678000195',
  creditor_id: 'cred-1',
  partners_external_data: [{ name: 'CARLOS LIMA', qualification: 'Sócio-Administrador', cpf: '11144477735' }],
};

function stubApi(opts: { partners?: unknown[]; grants?: string[] } = {}) {
  return stubFetch('cad_estabelecimento_dados_socios', opts.grants ?? ['read'], ({ method, url }) => {
    if (method === 'GET' && url.includes('/partners')) {
      const results = opts.partners ?? [PARTNER];
      return json({ results, metadata: { resultset: { offset: 0, limit: 10, count: results.length } } });
    }
    if (method === 'GET' && url.endsWith(`/api/merchants/${MERCHANT}`)) return json(RECORD);
    return json({ message: 'ok' }, method === 'POST' ? 201 : 200);
  });
}

const renderTab = (token: string) => renderSignedIn(<PartnersTab merchantId={MERCHANT} />, token);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('PartnersTab', () => {
  it('shows the partners with masked phone and CPF, and the external look-up partners', async () => {
    stubApi();
    renderTab(ADMIN_TOKEN);
    const row = (await screen.findByText('Ana Souza')).closest('tr')!;
    expect(within(row).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(row).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(row).getByText('Validado')).toBeInTheDocument();
    expect(within(row).getByText('Sim')).toBeInTheDocument();
    const external = (await screen.findByText('CARLOS LIMA')).closest('tr')!;
    expect(within(external).getByText('Sócio-Administrador')).toBeInTheDocument();
    expect(within(external).getByText('111.444.777-35')).toBeInTheDocument();
  });

  it('validates the administrator form (CPF, full name) and posts it', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderTab(ADMIN_TOKEN);
    const form = await screen.findByRole('form', { name: M.newPartnerTitle });
    await user.click(within(form).getByRole('button', { name: M.addMerchantPartner }));
    expect(await within(form).findAllByText(MESSAGES.validation.required)).toHaveLength(2);

    const cpf = within(form).getByLabelText(/CPF/);
    await user.type(cpf, '11111111111');
    await user.type(within(form).getByLabelText(/Nome completo/), 'Bruno Lima');
    await user.click(within(form).getByRole('button', { name: M.addMerchantPartner }));
    expect(await within(form).findByText(MESSAGES.validation.invalidDocument)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    const valid = generateCpf({ seed: 5 });
    await user.clear(cpf);
    await user.type(cpf, valid);
    await user.click(within(form).getByRole('button', { name: M.addMerchantPartner }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain(`/api/merchants/${MERCHANT}/partners`);
    expect(post.body).toMatchObject({ full_name: 'Bruno Lima', status: 'pendente' });
    expect(String((post.body as { document_number: string }).document_number).replace(/\D/g, '')).toBe(valid);
  });

  it('deletes a partner after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderTab(ADMIN_TOKEN);
    await user.click(await screen.findByRole('button', { name: 'Excluir Ana Souza' }));
    expect(await screen.findByText(M.confirmDeleteMerchantPartner)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/api/merchants/${MERCHANT}/partners/p-1`)),
      ).toBe(true),
    );
  });

  it('shows a creditor user the tables without the form and the delete column', async () => {
    stubApi({ grants: ['read', 'create', 'delete'] });
    renderTab(CREDITOR_TOKEN);
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: M.newPartnerTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Ana Souza' })).not.toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    stubApi({ partners: [] });
    renderTab(ADMIN_TOKEN);
    expect(await screen.findByText(M.noMerchantPartners)).toBeInTheDocument();
  });
});
