import type { Operation, Registry } from './registry';

/**
 * The outcome of a write, or null when the registry has not processed it within `waitMs`: a
 * request answers with what it knows instead of hanging on a slow registry.
 */
export async function outcomeWithin(registry: Pick<Registry, 'awaitOperation'>, protocolo: string, waitMs: number): Promise<Operation | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    return await Promise.race([registry.awaitOperation(protocolo), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
