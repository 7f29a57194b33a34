import { describe, expect, it } from 'vitest';
import { REGISTRY_ERRORS, httpStatusOfRegistryErrors } from '../errors';
import { RegistryRefusal } from '../registry';
import { contract, database, done, FIN, key, registry, TODAY, UFR, useSandbox } from './testing';

useSandbox();

const refusalOf = async (p: Promise<unknown>): Promise<RegistryRefusal> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RegistryRefusal);
  return err as RegistryRefusal;
};
const operationsUnder = (keys: string[]) =>
  database.query<{ idempotency_key: string }>(
    'select idempotency_key from registry.operations where idempotency_key = any($1::text[]) order by idempotency_key',
    [keys],
  );
const optInRequest = (idempotencyKey: string, over: Record<string, unknown> = {}) => ({
  idempotencyKey,
  financiador: FIN,
  ufr: UFR,
  dataAssinatura: TODAY,
  dataInicio: TODAY,
  dataFim: '2027-03-01',
  ...over,
});

describe('sandbox registry: a write received under an idempotency key', () => {
  it('answers the first receipt for the same request, whatever its key order and whoever writes it', async () => {
    const k = key();
    const first = await done(registry.requestOptIn(optInRequest(k)));
    expect(first.status).toBe('processada');
    const reordered = Object.fromEntries(Object.entries(optInRequest(k)).reverse()) as ReturnType<typeof optInRequest>;
    const again = await registry.requestOptIn({ ...reordered, solicitante: '7c1f0e36-0d3f-4c1e-9a43-3b7a2f0c9e11' });
    expect(again.protocolo).toBe(first.protocolo);
    expect(await operationsUnder([k])).toHaveLength(1);
  });

  it('refuses the key with another request (100500, 422 for the product), keeping the first write as it was', async () => {
    const k = key();
    const first = await done(registry.requestOptIn(optInRequest(k)));
    const refusal = await refusalOf(registry.requestOptIn(optInRequest(k, { dataFim: '2027-02-28' })));
    expect(refusal.erros).toEqual([
      { codigo: REGISTRY_ERRORS.idempotencyKeyReused.codigo, mensagem: `${REGISTRY_ERRORS.idempotencyKeyReused.mensagem}: ${k}.` },
    ]);
    expect(httpStatusOfRegistryErrors(refusal.erros)).toBe(422);
    expect(await registry.operation(first.protocolo)).toEqual(first);
    expect((await registry.listOptIns({ ufr: UFR, financiador: FIN })).map((o) => o.dataFim)).not.toContain('2027-02-28');
  });

  it('receives nothing of a batch in which one key comes with another request, or one key twice with two requests', async () => {
    const used = contract();
    expect((await done(registry.registerContract(used))).status).toBe('processada');
    const fresh = contract();
    const changed = { ...used, valor: used.valor! + 1 };
    await refusalOf(registry.registerContracts([fresh, changed]));
    expect(await operationsUnder([fresh.idempotencyKey])).toHaveLength(0);

    const twice = contract();
    const refusal = await refusalOf(registry.registerContracts([twice, { ...twice, valor: 1 }]));
    expect(refusal.erros.map((e) => e.codigo)).toEqual([REGISTRY_ERRORS.idempotencyKeyReused.codigo]);
    expect(await operationsUnder([twice.idempotencyKey])).toHaveLength(0);
    // The same request twice in one call is still one write.
    const receipts = await registry.registerContracts([twice, { ...twice }]);
    expect(receipts[0]).toEqual(receipts[1]);
  });

  it('of two different requests sent at once under one key, receives one and refuses the other', async () => {
    const k = key();
    const results = await Promise.allSettled([
      registry.requestOptIn(optInRequest(k, { dataFim: '2027-01-10' })),
      registry.requestOptIn(optInRequest(k, { dataFim: '2027-01-11' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected')!;
    expect((rejected.reason as RegistryRefusal).erros[0]!.codigo).toBe(REGISTRY_ERRORS.idempotencyKeyReused.codigo);
    expect(await operationsUnder([k])).toHaveLength(1);
  });
});
