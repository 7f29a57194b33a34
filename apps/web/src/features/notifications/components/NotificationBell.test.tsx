import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../../../components';
import { reconciliationFilesKey } from '../../../lib/reconciliationQueries';
import { clearSession, setSession } from '../../../lib/session';
import type { NotificationItem } from '../types';
import { NotificationBell } from './NotificationBell';

function tokenFor(accountId: string) {
  const claims = {
    name: 'Ana',
    companyName: 'Lastro',
    personId: null,
    accountId,
    accountType: 'Backoffice',
    isSecundaryAccount: 'False',
  };
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
}

const item = (
  id: string,
  status: number,
  over: Partial<NotificationItem['notification']> = {},
): NotificationItem => ({
  id,
  status,
  notification: {
    id: `n-${id}`,
    title: `Título ${id}`,
    description: `Descrição ${id}`,
    created_at: '2026-05-01T13:00:00.000Z',
    type: 1,
    metadata: { notification_info: null, show_deal_info_button: false, id: null },
    ...over,
  },
});

type Handler = (url: URL, init: RequestInit | undefined) => unknown;
let routes: Record<string, Handler>;
let calls: { method: string; url: URL; body: unknown }[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function page(results: NotificationItem[], opts: { offset?: number; count?: number; unread?: number } = {}) {
  return {
    results,
    metadata: {
      resultset: { offset: opts.offset ?? 0, limit: 25, count: opts.count ?? results.length },
      unread: opts.unread ?? results.filter((r) => r.status === 1).length,
    },
  };
}

/** The IntersectionObserver the drawer creates, driven by the test. */
let observer: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null;
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observer = { callback, options };
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** A stand-in for the browser's EventSource, so the test can push server events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static CLOSED = 2;
  readyState = 1;
  listeners: Record<string, ((e: MessageEvent) => void)[]> = {};
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    (this.listeners[name] ??= []).push(fn);
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners[name] ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = 2;
  }
}

beforeEach(() => {
  calls = [];
  observer = null;
  FakeEventSource.last = null;
  routes = {
    'GET /api/jobs': () => ({ results: [], metadata: { resultset: { offset: 0, limit: 20, count: 0 } } }),
  };
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return json({ errors: { message: ['não previsto'] } }, 500);
      return json(handler(url, init));
    }),
  );
  setSession(tokenFor('acc-1'));
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <NotificationBell />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const badge = () => screen.queryByTestId('notification-badge')?.querySelector('.MuiBadge-badge') ?? null;

describe('NotificationBell', () => {
  it('counts unread notifications (status 1) in the badge', async () => {
    routes['GET /api/notifications'] = () => page([item('a', 1), item('b', 0), item('c', 1)]);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: 'Notificações: 2 não lidas' })).toBeInTheDocument();
  });

  it('shows no count at all when nothing is unread, and names the bell after what its badge shows', async () => {
    const user = userEvent.setup();
    routes['GET /api/notifications'] = () => page([item('a', 0)]);
    renderBell();
    const bell = screen.getByTestId('notification-bell');
    await user.click(bell);
    // The drawer lists what the bell counted: the count is known by now.
    await within(await screen.findByRole('region', { name: 'Notificações' })).findByText('Título a');
    expect(bell).toHaveAccessibleName('Notificações');
    expect(bell).toHaveTextContent(/^$/);
    expect(badge()).toBeNull();
  });

  it("names the bell '99+' when the badge shows '99+'", async () => {
    routes['GET /api/notifications'] = () => page([item('a', 1)], { unread: 150 });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('99+'));
    expect(screen.getByRole('button', { name: 'Notificações: 99+ não lidas' })).toBeInTheDocument();
  });

  it('“Marcar todas como lidas” reads every one locally and sends only the ids that were unread', async () => {
    const user = userEvent.setup();
    routes['GET /api/notifications'] = () => page([item('a', 1), item('b', 0), item('c', 1)]);
    routes['PATCH /api/notifications'] = () => ({ updated: 2 });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    const drawer = await screen.findByRole('region', { name: 'Notificações' });
    await within(drawer).findByText('Título a');
    await user.click(within(drawer).getByRole('button', { name: 'Marcar todas como lidas' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]!.body).toEqual({ notifications_user_id: ['a', 'c'] });
    expect(
      within(drawer)
        .getAllByTestId('notification-item')
        .map((el) => el.getAttribute('data-status')),
    ).toEqual(['0', '0', '0']);
    // No count left inside the button: its only text is its name.
    await waitFor(() => expect(badge()).toBeNull());
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notificações');
    expect(screen.getByTestId('notification-bell')).toHaveTextContent(/^$/);

    // Nothing unread left: nothing more to tell the server.
    expect(within(drawer).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('“Marcar todas como lidas” also finds the unread ones beyond the loaded page, so the badge clears', async () => {
    const user = userEvent.setup();
    // 25 loaded (one unread), 130 in all, 4 unread: three lie further down the list.
    const first = [item('a', 1), ...Array.from({ length: 24 }, (_, i) => item(`r${i}`, 0))];
    const rest = Array.from({ length: 105 }, (_, i) => item(`o${i}`, i === 3 || i === 70 || i === 104 ? 1 : 0));
    routes['GET /api/notifications'] = (url) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      if (offset === 0) return page(first, { count: 130, unread: 4 });
      return page(rest.slice(offset - 25, offset - 25 + limit), { offset, count: 130, unread: 4 });
    };
    routes['PATCH /api/notifications'] = (_url, init) => ({ updated: (JSON.parse(String(init?.body)) as { notifications_user_id: string[] }).notifications_user_id.length });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('4'));
    await user.click(await screen.findByTestId('notification-bell'));
    const drawer = await screen.findByRole('region', { name: 'Notificações' });
    await within(drawer).findByText('Título a');
    await user.click(within(drawer).getByRole('button', { name: 'Marcar todas como lidas' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ notifications_user_id: ['a', 'o3', 'o70', 'o104'] }]);
    // Read in pages of 100 after the loaded ones, and no further than the list goes.
    expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/notifications').map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '25', '125']);
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('opening “Detalhes do compromisso” from the drawer reads that notification only', async () => {
    const user = userEvent.setup();
    routes['GET /api/notifications'] = () =>
      page([
        item('deal', 1, { type: 2, metadata: { notification_info: null, show_deal_info_button: true, id: 42 } }),
        item('other', 1),
      ]);
    routes['PATCH /api/notifications'] = () => ({ updated: 1 });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    const drawer = await screen.findByRole('region', { name: 'Notificações' });
    await user.click(await within(drawer).findByRole('link', { name: 'Detalhes do compromisso' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ notifications_user_id: ['deal'] });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('loads the next 25 when the sentinel comes within 200 px', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 25 }, (_, i) => item(`p1-${i}`, 1));
    const second = Array.from({ length: 5 }, (_, i) => item(`p2-${i}`, 0));
    routes['GET /api/notifications'] = (url) =>
      url.searchParams.get('offset') === '25'
        ? page(second, { offset: 25, count: 30, unread: 25 })
        : page(first, { count: 30, unread: 25 });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    const drawer = await screen.findByRole('region', { name: 'Notificações' });
    await within(drawer).findByText('Título p1-0');
    await waitFor(() => expect(observer).not.toBeNull());
    expect(observer!.options?.rootMargin).toBe('200px');
    expect(observer!.options?.root).toBe(screen.getByTestId('notifications-scroller'));

    act(() =>
      observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    await within(drawer).findByText('Título p2-4');
    expect(within(drawer).getAllByTestId('notification-item')).toHaveLength(30);
    const gets = calls
      .filter((c) => c.url.pathname === '/api/notifications')
      .map((c) => [c.url.searchParams.get('offset'), c.url.searchParams.get('limit')]);
    expect(gets).toEqual([
      ['0', '25'],
      ['25', '25'],
    ]);
  });

  it('shows a notification from the stream on top, counts it, and toasts', async () => {
    const user = userEvent.setup();
    routes['GET /api/notifications'] = () => page([item('old', 0)]);
    renderBell();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(FakeEventSource.last!.url).toBe(
      `/api/notifications/stream?token=${encodeURIComponent(tokenFor('acc-1'))}`,
    );
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/notifications')).toBe(true));

    act(() => FakeEventSource.last!.emit('notification', item('new', 1)));
    expect(await screen.findByText('Chegou uma nova notificação para você!')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await user.click(screen.getByTestId('notification-bell'));
    const drawer = await screen.findByRole('region', { name: 'Notificações' });
    expect(within(drawer).getAllByTestId('notification-item')).toHaveLength(2);
    expect(within(drawer).getAllByTestId('notification-item')[0]).toHaveTextContent('Título new');
  });

  it("a statement file's result (type 4) marks the 'Extratos' queries stale, so the list and detail show it now", async () => {
    routes['GET /api/notifications'] = () => page([]);
    const client = renderBell();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const listKey = [...reconciliationFilesKey, 'list', {}];
    client.setQueryData(listKey, { results: [] });
    act(() => FakeEventSource.last!.emit('notification', item('file', 1, { type: 4, metadata: { notification_info: null, show_deal_info_button: false, id: 'f-1' } })));
    await waitFor(() => expect(client.getQueryState(listKey)?.isInvalidated).toBe(true));
  });

  it('opens “Mais informações” with sanitised HTML and links deals and schedules', async () => {
    const user = userEvent.setup();
    routes['GET /api/notifications'] = () =>
      page([
        item('info', 1, {
          metadata: {
            notification_info:
              '<p>Olá <b>mundo</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
            show_deal_info_button: false,
            id: null,
          },
        }),
        item('deal', 1, {
          type: 2,
          metadata: { notification_info: null, show_deal_info_button: true, id: 42 },
        }),
        item('agenda', 1, {
          type: 3,
          metadata: { notification_info: null, show_deal_info_button: false, id: 7 },
        }),
      ]);
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    const drawer = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(drawer).findByRole('link', { name: 'Detalhes do compromisso' })).toHaveAttribute(
      'href',
      '/app/appointments/edit?id=42',
    );
    expect(within(drawer).getByRole('link', { name: 'Ver agenda' })).toHaveAttribute(
      'href',
      '/app/schedules/edit?id=7',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Mais informações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Título info' });
    const info = within(dialog).getByTestId('notification-info');
    expect(info.innerHTML).toContain('<b>mundo</b>');
    expect(info.innerHTML).not.toContain('onerror');
    expect(info.querySelector('script')).toBeNull();
  });
});
