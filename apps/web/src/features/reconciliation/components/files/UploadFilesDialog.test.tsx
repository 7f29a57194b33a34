import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { ToastProvider } from '../../../../components';
import { clearSession } from '../../../../lib/session';
import { json, refusal, signInAndStub, type SeenCall } from './files-test-support';
import { UploadFilesDialog } from './UploadFilesDialog';

const M = MESSAGES.reconciliationFiles;
const accepted = () => json({ id: 'f-new', job_id: 'j-1', status: 'recebido' }, 202);
const creditors = [{ value: 'cred-9', label: 'Fornecedor Nove Ltda' }];
const ofx = (name: string, text = 'OFXHEADER:100') => new File([text], name, { type: 'application/octet-stream' });

function open(isAdmin: boolean) {
  const onClose = vi.fn();
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient()}>
        <UploadFilesDialog open isAdmin={isAdmin} creditors={creditors} onClose={onClose} />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return onClose;
}
const dialog = () => screen.getByRole('dialog', { name: M.uploadTitle });
const sendButton = () => within(dialog()).getByRole('button', { name: M.send });
const uploads = (calls: SeenCall[]) => calls.filter((c) => c.method === 'POST' && c.path === 'reconciliation/files');

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("dialog 'Importar extratos'", () => {
  it('sends each file in its own multipart request, then toasts and closes', async () => {
    const calls = signInAndStub(['read', 'create'], { 'POST reconciliation/files': accepted });
    const onClose = open(false);
    expect(screen.getByText(M.dropHint(50))).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.dropZone), [ofx('a.ofx'), ofx('b.csv', 'banco;agencia')]);
    expect(within(dialog()).getAllByText(M.waiting)).toHaveLength(2);
    await user.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(M.uploaded)).toBeInTheDocument();
    const sent = uploads(calls);
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => ((c.body as FormData).get('file') as File).name)).toEqual(['a.ofx', 'b.csv']);
    // A creditor user's creditor is its own: none is sent.
    expect((sent[0]!.body as FormData).has('creditor_id')).toBe(false);
  });

  it("keeps a refused file as 'Falhou' with the server's message; 'Tentar novamente' sends it again", async () => {
    let tries = 0;
    const duplicate = 'Este arquivo já foi enviado em 05/01/2026 10:00 por Ana (a.ofx).';
    const calls = signInAndStub('admin', {
      'POST reconciliation/files': (call) => {
        const name = ((call.body as FormData).get('file') as File).name;
        if (name === 'a.ofx' && tries++ === 0) return refusal(409, duplicate);
        return accepted();
      },
    });
    const onClose = open(true);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.dropZone), [ofx('a.ofx'), ofx('b.ofx')]);
    // An admin must choose the creditor first.
    expect(sendButton()).toBeDisabled();
    expect(within(dialog()).getByText(M.selectSupplier)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('combobox', { name: new RegExp(M.uploadSupplier) }));
    await user.click(screen.getByRole('option', { name: 'Fornecedor Nove Ltda' }));
    await user.click(sendButton());
    expect(await within(dialog()).findByText(`${M.failed}: ${duplicate}`)).toBeInTheDocument();
    expect(within(dialog()).getByText(M.sent)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(sendButton()).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: M.retry }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(M.uploaded)).toBeInTheDocument();
    expect(uploads(calls).map((c) => (c.body as FormData).get('creditor_id'))).toEqual(['cred-9', 'cred-9', 'cred-9']);
  });

  it('takes at most 10 files, refuses an empty one before sending, and lets a waiting file be removed', async () => {
    const calls = signInAndStub(['read', 'create'], { 'POST reconciliation/files': accepted });
    open(false);
    const user = userEvent.setup();
    const eleven = Array.from({ length: 11 }, (_, i) => ofx(`f${i}.ofx`));
    await user.upload(screen.getByLabelText(M.dropZone), eleven);
    expect(within(dialog()).getByText(M.tooManyFiles)).toBeInTheDocument();
    expect(within(dialog()).getAllByText(M.waiting)).toHaveLength(10);
    await user.click(within(dialog()).getByRole('button', { name: `${M.removeFile} f0.ofx` }));
    await user.upload(screen.getByLabelText(M.dropZone), [new File([], 'vazio.ofx')]);
    expect(within(dialog()).getByText(`${M.failed}: ${MESSAGES.reconciliationStatements.emptyFile}`)).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: M.retry })).not.toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(within(dialog()).getAllByText(M.sent)).toHaveLength(9));
    // The empty file never reached the server, and keeps the dialog open as 'Falhou'.
    expect(uploads(calls)).toHaveLength(9);
    expect(dialog()).toBeInTheDocument();
  });
});
