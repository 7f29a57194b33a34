import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVANCEMENTS, MESSAGES } from '@lastro/domain';
import { clearSession } from '../../../../lib/session';
import { ADMIN_TOKEN, CREDITOR_TOKEN, json, renderSignedIn, stubFetch } from './tab-test-support';
import { AcquirersTab } from './AcquirersTab';

const M = MESSAGES.merchants;
const MERCHANT = 'a1b2c3d4-0000-4000-8000-000000000002';

const arrangement = (code: string, name: string) => ({
  name,
  arrangement_code: code,
  arrangement_name: name,
  acquirer_document: '01027058000191',
  updated_at: '2026-03-10T15:30:00.000Z',
});
const CIELO = {
  id: 'l-1',
  acquirer_id: 1,
  acquirer_name: 'Cielo',
  acquirer_document: '01027058000191',
  path: '/api/logos/cielo.png',
  active: true,
  advancement_id: 2,
  advancement_description: 'Antecipação automática',
  updated_at: '2026-03-09T10:00:00.000Z',
  arrangements: [arrangement('VCC', 'Visa Crédito'), arrangement('MCD', 'Mastercard Débito')],
};
const REDE = {
  ...CIELO,
  path: null,
  id: 'l-2',
  acquirer_id: 2,
  acquirer_name: 'Rede',
  acquirer_document: '01425787000104',
  advancement_id: null,
  advancement_description: null,
  arrangements: [],
};
const REGISTER = [CIELO, REDE].map((l) => ({
  id: l.acquirer_id,
  acquirer_name: l.acquirer_name,
  document_number: l.acquirer_document,
  register_name: 'cip',
  path: l.path,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: null,
  inactivation_date: null,
}));

interface Stub {
  links?: unknown[];
  grants?: string[];
  discovery?: Response;
  /** Holds the DELETE answer until called. */
  deleteGate?: Promise<void>;
}

function stubApi(opts: Stub = {}) {
  let links = opts.links ?? [CIELO, REDE];
  return stubFetch('cad_estabelecimento_credenciadoras', opts.grants ?? ['read'], async ({ method, url }) => {
    if (url.includes('/api/accounts/search-acquirer'))
      return opts.discovery ?? json({ message: M.discoveryStarted, job_id: 'j-1' });
    if (url.includes('/api/domains/advancements')) return json({ results: ADVANCEMENTS });
    if (url.includes('/api/domains/acquirers'))
      return json({ results: REGISTER, metadata: { resultset: { offset: 0, limit: 99, count: 2 } } });
    if (method === 'DELETE') {
      await opts.deleteGate;
      links = links.filter((l) => !url.endsWith((l as { id: string }).id));
      return json({ message: 'ok' });
    }
    if (url.endsWith(`/api/merchants/${MERCHANT}/acquirers`) && method === 'GET')
      return json({ results: links });
    if (url.endsWith(`/api/merchants/${MERCHANT}`))
      return json({ document_number: '12345678000195', creditor_id: 'cred-1' });
    return json({ id: 'l-3' });
  });
}

const renderTab = (token: string) => renderSignedIn(<AcquirersTab merchantId={MERCHANT} />, token);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const section = (title: string) => screen.getByRole('heading', { name: title }).parentElement!.parentElement!;

describe('AcquirersTab', () => {
  it('lists the links and the links listing with CNPJ and São Paulo time, and the arrangements dialog', async () => {
    const user = userEvent.setup();
    stubApi();
    renderTab(ADMIN_TOKEN);
    await screen.findAllByText('Cielo');
    const links = section(M.acquirerLinksTitle);
    const cieloRow = within(links).getByText('Cielo').closest('tr')!;
    expect(within(cieloRow).getByText('Antecipação automática')).toBeInTheDocument();
    expect(within(cieloRow).getByRole('img', { name: 'Cielo' })).toHaveAttribute(
      'src',
      '/api/logos/cielo.png',
    );

    const listing = section(M.linksList);
    const listed = within(listing).getByText('Cielo').closest('tr')!;
    expect(within(listed).getByText('01.027.058/0001-91')).toBeInTheDocument();
    // 15:30 UTC is 12:30 in São Paulo.
    expect(within(listed).getByText('10/03/2026 12:30')).toBeInTheDocument();

    await user.click(within(listed).getByRole('button', { name: 'Arranjos Cielo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Visa Crédito')).toBeInTheDocument();
    expect(within(dialog).getByText('MCD')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(listing).getByRole('button', { name: 'Arranjos Rede' }));
    expect(await within(await screen.findByRole('dialog')).findByText(M.noArrangements)).toBeInTheDocument();
  });

  it('shows the empty state in both tables', async () => {
    stubApi({ links: [] });
    renderTab(ADMIN_TOKEN);
    expect(await screen.findAllByText(M.noAcquirers)).toHaveLength(2);
  });

  it('requires acquirer and anticipation, then links them', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderTab(ADMIN_TOKEN);
    const form = await screen.findByRole('form', { name: M.newAcquirerLinkTitle });
    await user.click(within(form).getByRole('button', { name: M.addAcquirerLink }));
    expect(await within(form).findAllByText(MESSAGES.validation.required)).toHaveLength(2);
    await user.click(within(form).getByRole('combobox', { name: /Credenciadora/ }));
    await user.click(await screen.findByRole('option', { name: 'Rede' }));
    await user.click(within(form).getByRole('combobox', { name: /Antecipação/ }));
    await user.click(await screen.findByRole('option', { name: 'Antecipação pontual' }));
    await user.click(within(form).getByRole('button', { name: M.addAcquirerLink }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      body: { acquirer_id: 2, advancement_id: 3 },
    });
  });

  it('removes a deleted link from the view before the server answers', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const calls = stubApi({
      deleteGate: new Promise<void>((r) => (release = r)),
      grants: ['read', 'delete'],
    });
    renderTab(CREDITOR_TOKEN);
    await user.click(await screen.findByRole('button', { name: 'Excluir Rede' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/merchants/acquirers/l-2'))).toBe(
        true,
      ),
    );
    // Still waiting for the server, and already gone from both tables.
    expect(screen.queryByText('Rede')).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.endsWith('/acquirers')).length).toBeGreaterThan(
        1,
      ),
    );
    expect(screen.queryByText('Rede')).not.toBeInTheDocument();
  });

  it('starts Discovery with the merchant document and creditor, and shows the answer', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderTab(ADMIN_TOKEN);
    const button = await screen.findByRole('button', { name: M.discovery });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(M.discoveryStarted)).toBeInTheDocument();
    const call = calls.find((c) => c.url.includes('search-acquirer'))!;
    expect(call.url).toContain('documentNumber=12345678000195');
    expect(call.url).toContain('creditorid=cred-1');
  });

  it("shows Discovery's refusal as the server words it", async () => {
    const user = userEvent.setup();
    stubApi({ discovery: json({ errors: { message: [M.discoveryNoOptIn] } }, 400) });
    renderTab(ADMIN_TOKEN);
    const button = await screen.findByRole('button', { name: M.discovery });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(M.discoveryNoOptIn)).toBeInTheDocument();
  });

  it('shows a creditor user with read permission only the lists', async () => {
    stubApi();
    renderTab(CREDITOR_TOKEN);
    await screen.findAllByText('Cielo');
    expect(screen.queryByRole('form', { name: M.newAcquirerLinkTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Cielo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.discovery })).not.toBeInTheDocument();
  });
});
