import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { fileRow, json, list, renderAt, signInAndStub, type Answers } from '../components/files/files-test-support';
import type { FileLine, FileRow } from '../api/files';
import FileDetailPage from './FileDetailPage';

const M = MESSAGES.reconciliationFiles;
const ROUTE = '/app/conciliation-extract/edit';
const raw = '0341|00011|123456';
const line: FileLine = {
  id: 1,
  line_number: 3,
  posted_date: '2026-01-05',
  description: 'CIELO S.A. RECEBIVEIS',
  document_id: '000123',
  entry_type: 'C',
  amount: '1234.56',
  classification: 'Recebível de cartão — Cielo',
  item_status: null,
  duplicate_of: null,
  ignore_reason: null,
  error: null,
};

function answersFor(file: FileRow, extra: Answers = {}): Answers {
  return {
    [`GET reconciliation/files/${file.id}`]: () => json(file),
    [`GET reconciliation/files/${file.id}/lines`]: () => list([{ ...line, item_status: file.committed_at ? 'conciliada' : null }]),
    'GET reconciliation/accounts/options': () => json([{ id: 'acc-1', label: '341 · cc 12345-6 — Originadora Demo Ltda', company_id: 'co-1' }]),
    ...extra,
  };
}
const open = (file: FileRow) => renderAt(<FileDetailPage />, `${ROUTE}?id=${file.id}`, ROUTE);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("'Detalhe do extrato'", () => {
  it("shows 'Resumo' with the first 12 characters of the SHA-256, the totals check and the 'Importados' tab after commit", async () => {
    const file = fileRow();
    signInAndStub(['read'], answersFor(file));
    open(file);
    const summary = await screen.findByRole('region', { name: M.summary });
    expect(within(summary).getByText('a1b2c3d4e5f6')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 15.234,50')).toBeInTheDocument();
    expect(within(summary).getByText('20 KB')).toBeInTheDocument();
    expect(screen.getByText(M.totalsOk)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: M.tabImported })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(MESSAGES.reconciliationStatements.cardReceivable('Cielo'))).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: M.itemStatusColumn })).toBeInTheDocument();
    expect(screen.getByText(M.itemStatus.conciliada)).toBeInTheDocument();
    // Read only: no exclusion.
    expect(screen.queryByRole('button', { name: M.exclude })).not.toBeInTheDocument();
  });

  it("'Vincular' opens 'Vincular conta' with the accounts and 'Ignorar', remembers by default and posts the link", async () => {
    const file = fileRow({ status: 'aguardando_vinculo', pending_links: [{ raw }], committed_at: null, totals_check: 'nao_aplicavel' });
    const calls = signInAndStub(['read', 'create'], answersFor(file, { [`POST reconciliation/files/${file.id}/links`]: () => json({ job_id: 'j-2' }, 202) }));
    open(file);
    expect(await screen.findByText(M.unknownAccount(raw))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: M.tabNew })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: M.link }));
    const dialog = screen.getByRole('dialog', { name: M.linkTitle });
    expect(within(dialog).getByText(M.linkText(raw))).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: M.remember })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: M.link })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(M.linkAccount) }));
    expect(screen.getByRole('option', { name: M.ignoreAccount })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '341 · cc 12345-6 — Originadora Demo Ltda' }));
    await user.click(within(dialog).getByRole('button', { name: M.link }));
    expect(await screen.findByText(M.linked)).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST' && c.path.endsWith('/links'));
    expect(posted?.body).toEqual({ raw, account_id: 'acc-1', remember: true });
  });

  it("'Ignorar os lançamentos desta conta' links to no account", async () => {
    const file = fileRow({ status: 'aguardando_vinculo', pending_links: [{ raw }], committed_at: null });
    const calls = signInAndStub(['read', 'create'], answersFor(file, { [`POST reconciliation/files/${file.id}/links`]: () => json({ job_id: 'j-2' }, 202) }));
    open(file);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.link }));
    const dialog = screen.getByRole('dialog', { name: M.linkTitle });
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(M.linkAccount) }));
    await user.click(screen.getByRole('option', { name: M.ignoreAccount }));
    await user.click(within(dialog).getByRole('checkbox', { name: M.remember }));
    await user.click(within(dialog).getByRole('button', { name: M.link }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/links'))?.body).toEqual({ raw, account_id: null, remember: false }));
  });

  it("while 'Aguardando confirmação' shows the banner; 'Confirmar importação' confirms and 'Descartar' discards after asking", async () => {
    const file = fileRow({ status: 'aguardando_confirmacao', committed_at: null, lines_new: 118, lines_duplicated: 2, lines_error: 1, totals_check: 'divergente', message: 'créditos R$ 10,00 a mais' });
    const calls = signInAndStub(
      ['read', 'create'],
      answersFor(file, {
        [`POST reconciliation/files/${file.id}/confirm`]: () => json({ job_id: 'j-3' }, 202),
        [`POST reconciliation/files/${file.id}/discard`]: () => json({}),
      }),
    );
    open(file);
    expect(await screen.findByText(M.confirmBanner(118, 2, 1))).toBeInTheDocument();
    expect(screen.getByText(M.totalsDiffer('créditos R$ 10,00 a mais'))).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: M.confirmImport }));
    expect(await screen.findByText(M.confirmed)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/confirm'))).toBe(true);
    await user.click(screen.getByRole('button', { name: M.discard }));
    const dialog = screen.getByRole('dialog', { name: M.discardTitle });
    expect(within(dialog).getByText(M.discardText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.common.yes }));
    expect(await screen.findByText(M.discarded)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/discard'))).toBe(true);
  });

  it("a read-only user sees the banner and the unknown account without their buttons", async () => {
    const file = fileRow({ status: 'aguardando_confirmacao', committed_at: null, pending_links: [] });
    signInAndStub(['read'], answersFor(file));
    open(file);
    expect(await screen.findByText(M.confirmBanner(118, 2, 0))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.confirmImport })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.discard })).not.toBeInTheDocument();
  });

  it("the 'Com erro' tab shows 'Linha', 'Campo', 'Erro' and the first 80 characters of the line", async () => {
    const file = fileRow({ status: 'processado_com_alertas', lines_error: 1 });
    const rawLine = `341;0001;12345-6;32/01/2026;${'x'.repeat(120)}`;
    const calls = signInAndStub(
      ['read'],
      answersFor(file, {
        [`GET reconciliation/files/${file.id}/lines`]: (call) =>
          call.query.get('status') === 'erro' ? list([{ ...line, error: { field: 'data_lancamento', message: 'Data inválida', raw: rawLine } }]) : list([line]),
      }),
    );
    open(file);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: M.tabErrors }));
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(screen.getByText(rawLine.slice(0, 80))).toBeInTheDocument();
    for (const h of [M.lineColumn, M.fieldColumn, M.errorMessageColumn, M.contentColumn]) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/lines') && c.query.get('status') === 'erro')).toBe(true);
  });

  it('without read on conciliacao_extratos the detail says so and never asks for the file', async () => {
    const calls = signInAndStub([], {});
    renderAt(<FileDetailPage />, `${ROUTE}?id=f-1`, ROUTE);
    expect(await screen.findByText(MESSAGES.common.noAccess)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('reconciliation/'))).toBe(false);
  });
});
