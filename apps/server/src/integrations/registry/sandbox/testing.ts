import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import type { ContractRegistration, Operation } from '../registry';
import { SandboxRegistry } from './sandbox-registry';

/**
 * What the sandbox's test files share: one database per file with the registry's date pinned,
 * and the requests they send. The bindings are live: a test reads the file's registry and seq.
 */
export const TODAY = '2026-03-02';
export const FIN = '11222333000181';
export const UFR = '12ABC34501DE35';

export let database: Database;
export let registry: SandboxRegistry;
export let seq = 0;
export const key = () => `k-${++seq}`;

export function useSandbox(): void {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    await database.query('update registry.clock set today = $1', [TODAY]);
    registry = new SandboxRegistry({ pool: database.pool, pollMs: 20 });
  });
  afterAll(async () => dispose?.());
}

export const done = async (p: Promise<{ protocolo: string }>): Promise<Operation> =>
  registry.awaitOperation((await p).protocolo);

export const account = {
  titular: FIN,
  ispb: '60701190',
  codigoBanco: '341',
  agencia: '0001',
  conta: '123456',
  tipoConta: 'CC',
};

export const contract = (over: Partial<ContractRegistration> = {}): ContractRegistration => ({
  idempotencyKey: key(),
  financiador: FIN,
  referenciaExterna: `ref-${seq}`,
  tipoEfeito: 2,
  regraDivisao: 1,
  valor: 100_000,
  dataAssinatura: TODAY,
  dataVencimento: '2026-12-31',
  unidades: { ufr: UFR, dataInicio: '2026-03-03', dataFim: '2026-06-30' },
  domicilio: account,
  ...over,
});

export const erroCodes = (op: Operation) => op.erros.map((e) => e.codigo);
