import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@lastro/domain';
import { multipart } from '../../modules/creditors/testing';
import { ofxStatement, reconciledAccount, settled } from '../../modules/reconciliation/files/testing';
import { seedReconciliationReference } from '../../modules/reconciliation/testing';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** 'Extratos' (spec 4 §7, §8 'import (files)'): conciliacao_extratos create, read, delete; files of creditor A. */
const S = PERMISSIONS.conciliacao_extratos;
const grants = (...actions: ('create' | 'read' | 'delete')[]) => [[S, actions]] as const;
const UNKNOWN = { bank: '341', agency: '7777', account: '3330001' };

const accounts = new Map<string, Promise<Awaited<ReturnType<typeof reconciledAccount>>>>();
function accountOfA(ctx: MatrixContext) {
  if (!accounts.has(ctx.creditorA.id))
    accounts.set(ctx.creditorA.id, seedReconciliationReference(ctx.db).then(() => reconciledAccount(ctx.t, ctx.adminToken, ctx.creditorA.id)));
  return accounts.get(ctx.creditorA.id)!;
}

/** Every call sends different bytes: the same file twice would be refused. */
const statementOf = (account: { bank: string; agency: string; account: string }, extra: { date: string; cents: number; memo: string }[] = []) =>
  ofxStatement(account, [{ date: '2026-02-16', cents: 1_234, fitid: '1', memo: `PIX ${randomUUID()}` }, ...extra.map((e, i) => ({ ...e, fitid: String(i + 2) }))]);

const uploadForm = (creditorId: string, data: Buffer) => multipart({ creditor_id: creditorId }, { file: { filename: 'matriz.ofx', contentType: 'application/octet-stream', data } });

/** A file of creditor A, uploaded by an admin, once its job came to rest. */
async function fileOfA(ctx: MatrixContext, kind: 'processado' | 'vinculo' | 'confirmacao'): Promise<string> {
  // The banks are registered with A's account: an unknown account at an unregistered bank would be an error line instead.
  const known = await accountOfA(ctx);
  const account = kind === 'vinculo' ? UNKNOWN : known;
  let data = statementOf(account);
  // A line with no date is an error line: the file waits for confirmation.
  if (kind === 'confirmacao') data = Buffer.from(data.toString('latin1').replace('</BANKTRANLIST>', '<STMTTRN>\r\n<TRNAMT>1.00\r\n<MEMO>SEM DATA\r\n</STMTTRN>\r\n</BANKTRANLIST>'), 'latin1');
  const res = await ctx.t.as(ctx.adminToken, { method: 'POST', url: '/api/reconciliation/files', ...uploadForm(ctx.creditorA.id, data) });
  const id = (res.json() as { id: string }).id;
  await settled(ctx.t, ctx.adminToken, id);
  return id;
}

export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    url: '/api/reconciliation/files',
    grants: grants('create'),
    // A creditor user's upload goes to its own creditor, whatever it sends.
    expect: outcomes.permission(202, 202),
    request: (ctx) => ({ ...uploadForm(ctx.creditorA.id, statementOf(UNKNOWN)) }),
  },
  { method: 'GET', url: '/api/reconciliation/files', grants: grants('read'), expect: outcomes.permission('ok', 'ok'), request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }) },
  {
    method: 'GET',
    url: '/api/reconciliation/files/coverage',
    grants: grants('read'),
    expect: outcomes.permission('ok', 'ok'),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/files/export',
    grants: grants('read'),
    expect: outcomes.permission(202, 202),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id, format: 'csv' } }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/files/:id/lines/export',
    grants: grants('read'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'vinculo')}/lines/export`, query: { format: 'csv' } }),
  },
  { method: 'GET', url: '/api/reconciliation/files/template', grants: grants('read'), expect: outcomes.permission('ok', 'ok') },
  {
    method: 'GET',
    url: '/api/reconciliation/files/:id',
    grants: grants('read'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'vinculo')}` }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/files/:id/lines',
    grants: grants('read'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'vinculo')}/lines` }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/files/:id/download',
    grants: grants('read'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'vinculo')}/download` }),
  },
  {
    method: 'POST',
    url: '/api/reconciliation/files/:id/links',
    grants: grants('read', 'create'),
    expect: outcomes.permission(202),
    request: async (ctx) => ({
      url: `/api/reconciliation/files/${await fileOfA(ctx, 'vinculo')}/links`,
      payload: { raw: `${UNKNOWN.bank}|${UNKNOWN.agency}|${UNKNOWN.account}`, account_id: null, remember: false },
    }),
  },
  {
    method: 'POST',
    url: '/api/reconciliation/files/:id/confirm',
    grants: grants('read', 'create'),
    expect: outcomes.permission(202),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'confirmacao')}/confirm` }),
  },
  {
    method: 'POST',
    url: '/api/reconciliation/files/:id/discard',
    grants: grants('read', 'create'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'vinculo')}/discard` }),
  },
  {
    method: 'DELETE',
    url: '/api/reconciliation/files/:id',
    grants: grants('read', 'delete'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/files/${await fileOfA(ctx, 'processado')}` }),
  },
];
