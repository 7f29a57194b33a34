import type { LightMyRequestResponse } from 'fastify';
import { waitFor } from '../jobs/testing/wait';
import type { TestApp } from './app';

/** What a test reads of an answer: the opt-in calls below answer this once the registry decided. */
export type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>;

const decided = (body: unknown): Answer => ({ statusCode: 200, body: JSON.stringify(body), json: () => body as never });

async function rowOnceDecided(t: TestApp, token: string, merchantId: string, id: string, done: (row: { status: string }) => boolean) {
  return waitFor(async () => {
    const list = await t.as(token, { method: 'GET', url: `/api/merchants/${merchantId}/optins` });
    const row = (list.json().results as { id: string; status: string }[]).find((r) => r.id === id);
    return row && done(row) && row;
  }, 'the registry’s outcome of the opt-in');
}

/**
 * POST merchants/{id}/optins, then the opt-in as it stands once the registry decided: the call
 * answers at once ('solicitado'), and the outcome arrives later (registry events). A refusal
 * the call gives at once (validation, permission) is answered as it came.
 */
export async function optInThroughApi(t: TestApp, token: string, merchantId: string, payload: object): Promise<Answer> {
  const res = await t.as(token, { method: 'POST', url: `/api/merchants/${merchantId}/optins`, payload });
  if (res.statusCode !== 201) return res;
  const row = await rowOnceDecided(t, token, merchantId, res.json().id, (r) => r.status !== 'solicitado');
  return { ...decided(row), statusCode: 201 };
}

/** DELETE merchants/{id}/optins, then the opt-in once the registry ended it (or the refusal, as it came). */
export async function optOutThroughApi(t: TestApp, token: string, merchantId: string, creditorId: string): Promise<Answer> {
  const res = await t.as(token, { method: 'DELETE', url: `/api/merchants/${merchantId}/optins`, query: { creditor_id: creditorId } });
  if (res.statusCode !== 200) return res;
  return decided(await rowOnceDecided(t, token, merchantId, res.json().id, (r) => r.status !== 'ativo'));
}
