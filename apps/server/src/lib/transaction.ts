import type { AppDb } from '../db/client';

/**
 * An open transaction. A repository built on it (`createXRepository(tx)` or `repo.withTx(tx)`)
 * reads and writes inside it, so a write spanning two modules commits or rolls back as one:
 * the module that opens the transaction passes `tx` to the other module's service.
 */
export type Tx = AppDb;

/** Runs `work` in one transaction (a nested call becomes a savepoint of the outer one). */
export function inTransaction<T>(db: AppDb, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}
