import { expect } from '@playwright/test';
import type { ApiClient } from './api';

interface OptIn {
  id: string;
  status: string;
}

const statusOf = async (api: ApiClient, merchantId: string, id: string) =>
  (await api.get<{ results: OptIn[] }>(`merchants/${merchantId}/optins`)).results.find((o) => o.id === id)?.status;

/**
 * The opt-in calls answer at once; the registry decides later (its event reaches the server).
 * These wait, as the screen does, until the registry has decided.
 */
export async function optInAndWait(api: ApiClient, merchantId: string, body: object): Promise<void> {
  const created = await api.post<OptIn>(`merchants/${merchantId}/optins`, body);
  await expect.poll(() => statusOf(api, merchantId, created.id), { message: 'the registry made the opt-in active' }).toBe('ativo');
}

export async function optOutAndWait(api: ApiClient, merchantId: string, creditorId: string): Promise<void> {
  const ended = await api.json<OptIn>('DELETE', `merchants/${merchantId}/optins`, { query: { creditor_id: creditorId } });
  await expect.poll(() => statusOf(api, merchantId, ended.id), { message: 'the registry ended the opt-in' }).toBe('inativo');
}
