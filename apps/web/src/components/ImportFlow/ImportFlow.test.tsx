import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ImportStatusReply } from '@lastro/domain';
import { ToastProvider } from '../Toast';
import { ImportFlow, templateCsv, type ImportFlowProps } from './ImportFlow';
import { parseCsvPreview } from './csv-preview';

const M = MESSAGES.imports;
const COLUMNS = [
  { key: 'id_compromisso', label: 'Id Compromisso' },
  { key: 'id_domicilio', label: 'Id Domicílio' },
];

function status(over: Partial<ImportStatusReply>): ImportStatusReply {
  return {
    process_id: 'p1',
    kind: 'change-deals',
    file_name: 'a.csv',
    state: 'completed',
    done: 2,
    total: 2,
    status: { status: [], totalLines: 2, totalError: 0 },
    erros: [],
    failed_file: null,
    error: null,
    created_at: '2026-01-01T00:00:00Z',
    finished_at: null,
    ...over,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => { status: number; body: unknown };
function stubApi(handler: Handler) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const { status: code, body } = handler(url, init);
      return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const noActive: Handler = (url) => (url.includes('imports?') ? { status: 200, body: { results: [] } } : { status: 404, body: {} });

function renderFlow(props: Partial<ImportFlowProps> = {}) {
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ImportFlow
          kind="change-deals"
          uploadUrl="deals/update-domiciles/upload"
          fields={{}}
          columns={COLUMNS}
          template={{ fileName: 'modelo.csv', rows: [['id_compromisso', 'id_domicilio']] }}
          {...props}
        />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const csvFile = (bytes: string, name = 'contratos.csv') => new File([bytes], name, { type: 'text/csv' });

afterEach(() => vi.unstubAllGlobals());

describe('parseCsvPreview', () => {
  it('reads Windows-1252 bytes with accents, a BOM, and a file separated by commas', () => {
    const cp1252 = new Uint8Array([...Buffer.from('Id Compromisso;Id Domicílio\r\n'.replace('í', 'i')), 0x41, 0xe7, 0xe3, 0x6f, 0x3b, 0x50, 0x61, 0x72, 0xe1]);
    expect(parseCsvPreview(cp1252)).toEqual({
      headers: ['id_compromisso', 'id_domicilio'],
      rows: [{ id_compromisso: 'Ação', id_domicilio: 'Pará' }],
      encoding: 'windows-1252',
    });
    expect(parseCsvPreview(new TextEncoder().encode('\uFEFFa,b\n1,"x, y"\n,\n')).rows).toEqual([{ a: '1', b: 'x, y' }]);
  });

  it('the template is ;-separated UTF-8 with a BOM', () => {
    expect(templateCsv([['a', 'b'], ['1', 'x;y']])).toBe('\uFEFFa;b\r\n1;"x;y"\r\n');
  });
});

describe('ImportFlow', () => {
  it('previews the chosen file with its row count; process stays disabled while the form is incomplete', async () => {
    stubApi(noActive);
    const user = userEvent.setup();
    renderFlow({ fields: null });
    await user.upload(screen.getByLabelText(M.selectFile), csvFile('id_compromisso;id_domicilio\nd1;c1\nd2;c2\nd3;c3\n'));
    expect(await screen.findByText(/3 linhas no arquivo/)).toBeInTheDocument();
    expect(screen.getAllByTestId('import-row')).toHaveLength(3);
    expect(screen.getByText('d2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.processData })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: M.clear }));
    expect(screen.queryAllByTestId('import-row')).toHaveLength(0);
  });

  it('an .xlsx chosen anyway (the picker shows every file) is refused at once, with no blank preview rows', async () => {
    stubApi(noActive);
    const user = userEvent.setup({ applyAccept: false });
    renderFlow();
    // What an .xlsx starts with: a zip's local file header, then compressed XML.
    const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x0a, 0x0d, 0x0a])], 'modelo.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByLabelText(M.selectFile), xlsx);
    expect(await screen.findByText(M.spreadsheetNotAccepted)).toBeInTheDocument();
    expect(screen.queryAllByTestId('import-row')).toHaveLength(0);
    expect(screen.queryByText(/modelo.xlsx/)).toBeNull();
    expect(screen.getByRole('button', { name: M.processData })).toBeDisabled();
  });

  it('a failed row with several errors lists every one of them, one a line, in the tooltip', async () => {
    const errors = ['CNPJ / CPF: Documento Inválido', 'Razão Social: Campo obrigatório', 'Estado: UF inválida'];
    stubApi((url, init) => {
      if (url.includes('imports?')) return { status: 200, body: { results: [] } };
      if (init?.method === 'POST') return { status: 202, body: { process_id: 'p1', job_id: 'j1' } };
      return {
        status: 200,
        body: status({
          status: { status: [{ item1: 1, item2: errors.join('; ') }], totalLines: 1, totalError: 1 },
          erros: [{ line: 1, record: { id_compromisso: 'd1', id_domicilio: 'c1' }, error: errors.join('; ') }],
        }),
      };
    });
    const user = userEvent.setup();
    renderFlow({ fields: { creditor_id: 'c-1' } });
    await user.upload(screen.getByLabelText(M.selectFile), csvFile('id_compromisso;id_domicilio\nd1;c1\n'));
    await screen.findByText(/1 linha no arquivo/);
    await user.click(screen.getByRole('button', { name: M.processData }));
    // The error cell is there (empty) from the preview on; the import's answer fills it.
    const cell = screen.getByTestId('import-error');
    await user.hover(await within(cell).findByText(/\.\.\.$/));
    const items = within(await screen.findByTestId('import-error-list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(errors);
  });

  it('pages a long preview on the client', async () => {
    stubApi(noActive);
    const user = userEvent.setup();
    renderFlow();
    const lines = Array.from({ length: 30 }, (_, i) => `d${i + 1};c${i + 1}`).join('\n');
    await user.upload(screen.getByLabelText(M.selectFile), csvFile(`id_compromisso;id_domicilio\n${lines}\n`));
    expect(await screen.findByText(/30 linhas no arquivo/)).toBeInTheDocument();
    expect(screen.getAllByTestId('import-row')).toHaveLength(10);
    expect(screen.getByText('1-10 de 30')).toBeInTheDocument();
  });

  it('uploads the file with the fields; on partial failure only the failed rows stay, with Erro, the cut error and its tooltip', async () => {
    const long = 'Domicílio não pertence ao fornecedor do compromisso informado';
    const calls = stubApi((url, init) => {
      if (url.includes('imports?')) return { status: 200, body: { results: [] } };
      if (init?.method === 'POST') return { status: 202, body: { process_id: 'p1', job_id: 'j1' } };
      return {
        status: 200,
        body: status({
          status: { status: [{ item1: 2, item2: long }], totalLines: 2, totalError: 1 },
          erros: [{ line: 2, record: { id_compromisso: 'd2', id_domicilio: 'c2' }, error: long }],
          failed_file: '/api/files/f1/download',
        }),
      };
    });
    const accepted = vi.fn();
    const finished = vi.fn();
    const user = userEvent.setup();
    renderFlow({ fields: { creditor_id: 'c-1' }, onAccepted: accepted, onFinished: finished });
    await user.upload(screen.getByLabelText(M.selectFile), csvFile('id_compromisso;id_domicilio\nd1;c1\nd2;c2\n'));
    await screen.findByText(/2 linhas no arquivo/);
    await user.click(screen.getByRole('button', { name: M.processData }));

    expect(await screen.findByText(M.partialFailure)).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/deals/update-domiciles/upload');
    const form = post.init!.body as FormData;
    expect(form.get('creditor_id')).toBe('c-1');
    expect((form.get('file') as File).name).toBe('contratos.csv');
    expect(accepted).toHaveBeenCalledWith('p1');
    // The file's rows come along: the page tells the imported ones from the failures by line.
    expect(finished).toHaveBeenCalledWith(expect.objectContaining({ process_id: 'p1' }), [
      { line: 1, record: { id_compromisso: 'd1', id_domicilio: 'c1' } },
      { line: 2, record: { id_compromisso: 'd2', id_domicilio: 'c2' } },
    ]);

    const rows = screen.getAllByTestId('import-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('d2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(M.errorStatus)).toBeInTheDocument();
    const cut = within(rows[0]!).getByTestId('import-error');
    expect(cut).toHaveTextContent(`${long.slice(0, 35)}...`);
    await user.hover(within(cut).getByText(`${long.slice(0, 35)}...`));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
    expect(screen.getByRole('button', { name: M.downloadFailedRows })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.processData })).toBeDisabled();
  });

  it('on full success the screen clears with the success message', async () => {
    stubApi((url, init) => {
      if (url.includes('imports?')) return { status: 200, body: { results: [] } };
      if (init?.method === 'POST') return { status: 202, body: { process_id: 'p1', job_id: 'j1' } };
      return { status: 200, body: status({}) };
    });
    const user = userEvent.setup();
    renderFlow();
    await user.upload(screen.getByLabelText(M.selectFile), csvFile('id_compromisso;id_domicilio\nd1;c1\n'));
    await screen.findByText(/1 linha no arquivo/);
    await user.click(screen.getByRole('button', { name: M.processData }));
    expect(await screen.findByText(M.imported)).toBeInTheDocument();
    expect(screen.queryAllByTestId('import-row')).toHaveLength(0);
    expect(screen.queryByText(/contratos.csv/)).toBeNull();
  });

  it('a refused request shows the page\'s message (or the server\'s) and keeps the file', async () => {
    stubApi((url, init) => {
      if (url.includes('imports?')) return { status: 200, body: { results: [] } };
      if (init?.method === 'POST') return { status: 400, body: { errors: { message: [M.emptyFile] } } };
      return { status: 404, body: {} };
    });
    const user = userEvent.setup();
    renderFlow({ requestFailedMessage: M.changeDealsFailed });
    await user.upload(screen.getByLabelText(M.selectFile), csvFile('id_compromisso;id_domicilio\nd1;c1\n'));
    await screen.findByText(/1 linha no arquivo/);
    await user.click(screen.getByRole('button', { name: M.processData }));
    expect(await screen.findByText(M.changeDealsFailed)).toBeInTheDocument();
    expect(screen.getAllByTestId('import-row')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: M.processData })).toBeEnabled());
  });

  it('a reloaded page resumes the bar of an import still running', async () => {
    stubApi((url) => {
      if (url.includes('imports?')) return { status: 200, body: { results: [status({ state: 'running', done: 40, total: 100 })] } };
      return { status: 200, body: status({ state: 'running', done: 40, total: 100 }) };
    });
    renderFlow();
    expect(await screen.findByText(M.processing(40, 100))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: M.processing(40, 100) })).toHaveAttribute('aria-valuenow', '40');
  });
});
