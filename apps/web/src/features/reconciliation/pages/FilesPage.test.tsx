import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, MESSAGES, PERMISSIONS, toFilterDate } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { fileRow, json, list, renderAt, signInAndStub, type SeenCall } from '../components/files/files-test-support';
import type { Coverage } from '../api/files';
import FilesPage from './FilesPage';

const M = MESSAGES.reconciliationFiles;
const totals = { files: 7, awaiting_action: 2, processed_with_alerts: 1, rejected: 3 };
const coverage: Coverage = {
  days: ['2026-01-02', '2026-01-05'],
  rows: [
    {
      account_id: 'acc-a',
      label: '341 · cc 12345-6 — Originadora Demo Ltda',
      cells: [
        { date: '2026-01-02', state: 'coberto', file_ids: ['f-1', 'f-2'], file_names: ['a.ofx', 'b.csv'] },
        { date: '2026-01-05', state: 'lacuna', file_ids: [] },
      ],
    },
  ],
};
const accounts = [{ id: 'acc-a', label: '341 · cc 12345-6 — Originadora Demo Ltda', company_id: 'co-1' }];
const fileCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'reconciliation/files');

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Extratos' list", () => {
  it('asks for the last 30 days, shows the KPI cards from totals and every column, with the admin filter first', async () => {
    const calls = signInAndStub('admin', {
      'GET reconciliation/files': () => list([fileRow()], { totals }),
      'GET reconciliation/files/coverage': () => json(coverage),
      'GET reconciliation/accounts/options': () => json(accounts),
      'GET creditors': () => list([]),
    });
    renderAt(<FilesPage />, '/app/conciliation-extract');
    expect(await screen.findByRole('link', { name: 'extrato_341_123456_20260105.ofx' })).toHaveAttribute('href', '/app/conciliation-extract/edit?id=f0000000-0000-4000-8000-000000000001');
    const today = toFilterDate();
    const first = fileCalls(calls)[0]!;
    expect(first.query.get('received_from')).toBe(addDays(today, -30));
    expect(first.query.get('received_to')).toBe(today);
    const supplier = screen.getAllByRole('combobox')[0]!;
    expect(supplier).toHaveAccessibleName(M.supplierFilter);
    expect(supplier.compareDocumentPosition(screen.getByRole('textbox', { name: M.nameFilter })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const [label, value] of [
      [M.kpiFiles, '7'],
      [M.kpiWaiting, '2'],
      [M.kpiAlerts, '1'],
      [M.kpiRejected, '3'],
    ]) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value!)).toBeInTheDocument();
    }
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const h of [M.receivedColumn, M.supplierColumn, M.fileColumn, M.formatColumn, M.originColumn, M.accountColumn, M.periodColumn, M.linesColumn, M.importedColumn, M.duplicatedColumn, M.errorColumn, M.statusColumn]) {
      expect(headers.some((t) => t?.includes(h)), h).toBe(true);
    }
    expect(screen.getByText('02/01/2026 a 05/01/2026')).toBeInTheDocument();
    expect(screen.getByText(M.status.processado)).toBeInTheDocument();
    for (const b of [M.importFiles, M.csvTemplate, M.howToFill]) expect(screen.getByRole('button', { name: b })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${M.exclude} extrato_341_123456_20260105.ofx` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${M.discard} extrato_341_123456_20260105.ofx` })).not.toBeInTheDocument();
  });

  it("shows the bar with '{p}%' and '{feitas} de {total} linhas' while 'Em análise', and asks again until the file is done", async () => {
    let answers = 0;
    signInAndStub('admin', {
      'GET reconciliation/files': () => {
        answers += 1;
        return list([answers === 1 ? fileRow({ status: 'em_analise', done: 48, total: 120 }) : fileRow()], { totals });
      },
      'GET reconciliation/files/coverage': () => json({ days: [], rows: [] }),
      'GET reconciliation/accounts/options': () => json(accounts),
      'GET creditors': () => list([]),
    });
    renderAt(<FilesPage />, '/app/conciliation-extract');
    expect(await screen.findByText(`${M.percent(40)} · ${M.progressLines(48, 120)}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${M.status.em_analise} extrato_341_123456_20260105.ofx` })).toHaveAttribute('aria-valuenow', '40');
    expect(await screen.findByText(M.status.processado)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /extrato_341/ })).not.toBeInTheDocument();
  });

  it("'Descartar' asks with the spec's texts, posts discard and says 'Arquivo descartado'", async () => {
    const waiting = fileRow({ status: 'aguardando_confirmacao', committed_at: null });
    const calls = signInAndStub(['read', 'create'], {
      'GET reconciliation/files': () => list([waiting], { totals }),
      'GET reconciliation/files/coverage': () => json({ days: [], rows: [] }),
      'GET reconciliation/accounts/options': () => json(accounts),
      [`POST reconciliation/files/${waiting.id}/discard`]: () => json({}),
    });
    renderAt(<FilesPage />, '/app/conciliation-extract');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${M.discard} ${waiting.name}` }));
    const dialog = screen.getByRole('dialog', { name: M.discardTitle });
    expect(within(dialog).getByText(M.discardText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.common.yes }));
    expect(await screen.findByText(M.discarded)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `reconciliation/files/${waiting.id}/discard`)).toBe(true);
    // A creditor user never sees the 'Fornecedor' filter nor column.
    expect(screen.queryByRole('columnheader', { name: M.supplierColumn })).not.toBeInTheDocument();
  });

  it("'Excluir' (delete) asks with the spec's texts and says 'Arquivo excluído com sucesso'", async () => {
    const done = fileRow();
    const calls = signInAndStub(['read', 'delete'], {
      'GET reconciliation/files': () => list([done], { totals }),
      'GET reconciliation/files/coverage': () => json({ days: [], rows: [] }),
      'GET reconciliation/accounts/options': () => json(accounts),
      [`DELETE reconciliation/files/${done.id}`]: () => json({ message: M.excluded }),
    });
    renderAt(<FilesPage />, '/app/conciliation-extract');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${M.exclude} ${done.name}` }));
    const dialog = screen.getByRole('dialog', { name: M.excludeTitle });
    expect(within(dialog).getByText(M.excludeText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.common.yes }));
    expect(await screen.findByText(M.excluded)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `reconciliation/files/${done.id}`)).toBe(true);
    // Without create: no upload button.
    expect(screen.queryByRole('button', { name: M.importFiles })).not.toBeInTheDocument();
  });

  it('a read-only user gets no upload, discard nor exclude', async () => {
    signInAndStub(['read'], {
      'GET reconciliation/files': () => list([fileRow(), fileRow({ id: 'f-2', name: 'b.csv', status: 'aguardando_vinculo' })], { totals }),
      'GET reconciliation/files/coverage': () => json(coverage),
      'GET reconciliation/accounts/options': () => json(accounts),
    });
    renderAt(<FilesPage />, '/app/conciliation-extract');
    expect(await screen.findByRole('link', { name: 'b.csv' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.importFiles })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^(${M.discard}|${M.exclude}) `) })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${M.downloadOriginal} `) })).toHaveLength(2);
    // A gap is no button for who cannot upload.
    expect(screen.queryByRole('button', { name: M.coverageGap('05/01/2026') })).not.toBeInTheDocument();
  });

  it('a filled coverage cell filters the list to its files; a gap opens the upload dialog', async () => {
    // A creditor user: an administrator's coverage waits for a 'Fornecedor' (the test below).
    const calls = signInAndStub(['read', 'create'], {
      'GET reconciliation/files': () => list([fileRow()], { totals }),
      'GET reconciliation/files/coverage': () => json(coverage),
      'GET reconciliation/accounts/options': () => json(accounts),
      'GET creditors': () => list([]),
    });
    const router = renderAt(<FilesPage />, '/app/conciliation-extract');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'a.ofx, b.csv' }));
    await waitFor(() => expect(fileCalls(calls).at(-1)?.query.get('file_ids')).toBe('f-1,f-2'));
    expect(router.state.location.search).toContain('file_ids=f-1%2Cf-2');
    await user.click(screen.getByRole('button', { name: M.coverageGap('05/01/2026') }));
    expect(await screen.findByRole('dialog', { name: M.uploadTitle })).toBeInTheDocument();
  });

  it('an administrator without a chosen Fornecedor asks for no coverage nor accounts (the server would refuse them)', async () => {
    const calls = signInAndStub('admin', {
      'GET reconciliation/files': () => list([fileRow()], { totals }),
      'GET creditors': () => list([]),
    });
    renderAt(<FilesPage />, '/app/conciliation-extract');
    expect(await screen.findByText(fileRow().name)).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('coverage') || c.path.includes('accounts/options'))).toBe(false);
  });

  it("a creditor with no active company is sent to 'Empresas e contas' instead of an empty list", async () => {
    signInAndStub(
      ['read', 'create'],
      {
        'GET reconciliation/files': () => list([], { totals }),
        'GET reconciliation/files/coverage': () => json({ days: [], rows: [] }),
        'GET reconciliation/accounts/options': () => json([]),
      },
      [{ resource_slug: PERMISSIONS.conciliacao_empresas, permitions: ['read'] }],
    );
    const router = renderAt(<FilesPage />, '/app/conciliation-extract');
    expect(await screen.findByText(M.noCompany)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: M.goToCompanies }));
    expect(router.state.location.pathname).toBe('/app/conciliation-company');
  });

  it('without read on conciliacao_extratos the page says so and never asks for the files', async () => {
    const calls = signInAndStub([], {});
    renderAt(<FilesPage />, '/app/conciliation-extract');
    expect(await screen.findByText(MESSAGES.common.noAccess)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('reconciliation/'))).toBe(false);
  });
});
