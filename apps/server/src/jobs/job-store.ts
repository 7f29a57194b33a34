/**
 * What the runner records about jobs in the app's own tables (status, progress, workers).
 * The jobs module implements it; the runner knows only this contract.
 */
export interface JobStore {
  create(row: { id: string; accountId: string; type: string }): Promise<unknown>;
  find(id: string): Promise<{ status: string; result: unknown } | undefined>;
  markRunning(id: string, workerId: string, attempt: number): Promise<unknown>;
  progress(id: string, done: number, total: number | null | undefined): Promise<unknown>;
  markCompleted(id: string, result: Record<string, unknown> | null): Promise<unknown>;
  markAttemptFailed(id: string, error: string, final: boolean): Promise<unknown>;
  registerWorker(row: { id: string; host: string; pid: number }): Promise<unknown>;
  heartbeat(workerId: string): Promise<unknown>;
  unregisterWorker(workerId: string): Promise<unknown>;
  forgetOtherWorkers(workerId: string): Promise<unknown>;
  findOrphans(staleSeconds: number): Promise<{ id: string; type: string }[]>;
  pruneDeadWorkers(staleSeconds: number): Promise<unknown>;
}
