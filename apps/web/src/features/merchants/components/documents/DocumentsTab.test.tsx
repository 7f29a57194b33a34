import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../components';
import { clearSession, setSession } from '../../../../lib/session';
import { DocumentsTab } from './DocumentsTab';

// The machine these run on is shared: the first render after a fetch may take seconds.
const SLOW = { timeout: 10_000 };

const doc = (over: Record<string, unknown>) => ({
  id: 'd-2',
  account_id: 'm-1',
  file_type: 2,
  file_type_description: 'Documento',
  file_info: 'rg-v3.png',
  file_path: '/api/checkids/d-2/file',
  content_type: 'image/png',
  size_bytes: 1000,
  status: 1,
  status_description: 'Pendente',
  comment: null,
  created_at: '2026-11-20T13:05:00.000Z',
  updated_at: null,
  status_changed_at: null,
  face_match: {
    score: 87.5,
    method: 'similaridade de imagem (hash perceptual), não é reconhecimento facial',
    ocr: 'offline',
  },
  identity_provider: 'offline',
  processed_at: '2026-11-21T10:00:00.000Z',
  ...over,
});
const versions = [
  doc({}),
  doc({ id: 'd-1', file_info: 'rg-v2.png', status: 3, status_description: 'Reprovado', comment: 'Ilegível' }),
  doc({ id: 'd-0', file_info: 'rg-v1.png' }),
];

let calls: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  setSession(
    `h.${btoa(JSON.stringify({ name: 'N', companyName: 'C', personId: null, accountId: 'a', accountType: 'Backoffice', isSecundaryAccount: 'False' }))}.s`,
  );
  URL.createObjectURL = vi.fn(() => 'blob:documento');
  URL.revokeObjectURL = vi.fn();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (url.endsWith('/file')) return new Response('png', { headers: { 'content-type': 'image/png' } });
      if (method === 'PATCH')
        return new Response(
          JSON.stringify({ message: 'Documento reprovado com sucesso', body: doc({ status: 3 }) }),
        );
      if (url.includes('/checkids/details/'))
        return new Response(
          JSON.stringify({
            ...doc({}),
            fields: [{ field: 'CPF', registration: '123.456.789-09', ocr: '123.456.789-09' }],
            processing_ms: 140,
          }),
        );
      if (url.includes('/checkids/history'))
        return new Response(
          JSON.stringify({ results: versions, metadata: { resultset: { offset: 0, limit: 5, count: 3 } } }),
        );
      return new Response(JSON.stringify({ results: [doc({})] }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderTab() {
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DocumentsTab merchantId="m-1" />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

describe('DocumentsTab', () => {
  it('shows the face match and the Campo / Cadastro / OCR table, and refuses with a preset reason only once there is text', async () => {
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Visualizar Documento' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: /rg-v3.png/ }, SLOW);
    expect(await within(dialog).findByText('Grau Face Match: 87,50 %', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText(/offline \(OCR tesseract.js neste servidor\)/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'OCR' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['CPF', '123.456.789-09', '123.456.789-09']);

    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    const refusal = await screen.findByRole('dialog', { name: 'Recusa de Documento' }, SLOW);
    const save = within(refusal).getByRole('button', { name: 'Gravar dados' });
    expect(save).toBeDisabled();
    await user.click(within(refusal).getByRole('button', { name: 'Arquivo inválido' }));
    expect(within(refusal).getByLabelText('Justificativa')).toHaveValue(
      'O arquivo enviado está ilegível, incompleto ou não corresponde ao documento solicitado.',
    );
    await user.click(save);
    expect(await screen.findByText('Documento reprovado com sucesso', undefined, SLOW)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      id: 'd-2',
      status: 3,
      comment: 'O arquivo enviado está ilegível, incompleto ou não corresponde ao documento solicitado.',
    });
  });

  it('compares exactly two versions of the history', async () => {
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Histórico Documento' }, SLOW));
    const history = await screen.findByRole('dialog', { name: 'Histórico de documentos' }, SLOW);
    expect(await within(history).findByText('Ilegível', undefined, SLOW)).toBeInTheDocument();
    expect(
      calls.some((c) => c.url.includes('checkids/history?accountId=m-1&typeDoc=2&offset=0&limit=5')),
    ).toBe(true);
    const boxes = within(history).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(within(history).getByRole('button', { name: 'Comparar documentos' }));
    expect(
      await screen.findByText('Selecione exatamente 2 documentos para comparar', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Comparação de documentos' })).toBeNull();

    await user.click(boxes[1]!);
    await user.click(within(history).getByRole('button', { name: 'Comparar documentos' }));
    const compare = await screen.findByRole('dialog', { name: 'Comparação de documentos' }, SLOW);
    expect(
      within(compare)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['rg-v3.png', 'rg-v2.png']);
  });
});
