import { addDays, generateCnpj } from '@lastro/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import type { Operation } from '../registry';
import { allocationDrift, invariantViolations } from './invariants';
import { SandboxRegistry } from './sandbox-registry';
import { inTx, type Q } from './sql';

const START = '2026-03-02';
const FINANCIADORES = ['11222333000181', '60701190000104', '33000167000101'];
const account = (titular: string) => ({
  titular,
  ispb: '60701190',
  codigoBanco: '341',
  agencia: '0001',
  conta: '1234',
  tipoConta: 'CC',
});

let database: Database;
let dispose: () => Promise<void>;
// Writes are processed by the test itself, one at a time or in parallel as it chooses.
let registry: SandboxRegistry;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  registry = new SandboxRegistry({ pool: database.pool, dispatch: async () => undefined });
});
afterAll(async () => dispose?.());

async function reset() {
  await database.exec(
    `truncate registry.settlements, registry.effects, registry.contracts, registry.optins, registry.occurrences, registry.units,
       registry.merchant_arranjos, registry.merchants, registry.operations;
     update registry.clock set today = '${START}'`,
  );
}

const run = async (receipt: Promise<{ protocolo: string }>): Promise<Operation> =>
  (await registry.process((await receipt).protocolo))!;
// The per-UR invariants, and the effects as a re-allocation from scratch in date order gives them.
const violations = (ufr: string) =>
  inTx(database.pool, async (q: Q) => [...(await invariantViolations(q, ufr)), ...(await allocationDrift(q, ufr))]);

type Command =
  | { kind: 'optin'; fin: number }
  | {
      kind: 'register';
      fin: number;
      fixed: boolean;
      amount: number;
      bp: number;
      /** A percentage's limit (saldo devedor), when it has one. */
      limit: number | null;
      from: number;
      days: number;
      prioridade: number | null;
      tipo: 2 | 3 | 1;
    }
  | { kind: 'end'; which: number; how: 'cancel' | 'writeOff' | 'settle' }
  | { kind: 'tick'; days: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('optin' as const), fin: fc.nat(2) }),
  fc.record({
    kind: fc.constant('register' as const),
    fin: fc.nat(2),
    fixed: fc.boolean(),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    bp: fc.integer({ min: 1, max: 10_000 }),
    limit: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }),
    from: fc.integer({ min: 0, max: 60 }),
    days: fc.integer({ min: 0, max: 500 }),
    prioridade: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    tipo: fc.constantFrom(1 as const, 2 as const, 3 as const),
  }),
  fc.record({
    kind: fc.constant('end' as const),
    which: fc.nat(20),
    how: fc.constantFrom('cancel' as const, 'writeOff' as const, 'settle' as const),
  }),
  fc.record({ kind: fc.constant('tick' as const), days: fc.integer({ min: 1, max: 25 }) }),
);

describe('registry invariants (property)', () => {
  it('hold per UR after every operation of random sequences', async () => {
    let n = 0;
    // The sequences must really register, end and settle contracts (not only be refused).
    const seen = { registered: 0, ended: 0, settledUnits: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        await reset();
        const ufr = generateCnpj({ seed: ++n });
        const refs: { fin: string; ref: string }[] = [];
        let keys = 0;
        for (const c of commands) {
          const today = await registry.today();
          if (c.kind === 'optin') {
            await run(
              registry.requestOptIn({
                idempotencyKey: `o${refs.length}-${Math.random()}`,
                financiador: FINANCIADORES[c.fin]!,
                ufr,
                dataAssinatura: today,
                dataInicio: today,
                dataFim: addDays(today, 365),
              }),
            );
          } else if (c.kind === 'register') {
            // Unique per request: a key seen before with another request is refused (issue 23 finding 5).
            const ref = `${ufr}-r${++keys}`;
            const fin = FINANCIADORES[c.fin]!;
            const dataInicio = addDays(today, c.from);
            const op = await run(
              registry.registerContract({
                idempotencyKey: ref,
                financiador: fin,
                referenciaExterna: ref,
                tipoEfeito: c.tipo,
                regraDivisao: c.fixed ? 1 : 2,
                ...(c.fixed ? { valor: c.amount } : { percentualBp: c.bp, ...(c.limit ? { valor: c.limit } : {}) }),
                ...(c.prioridade === null ? {} : { prioridade: c.prioridade }),
                dataAssinatura: today,
                dataVencimento: addDays(dataInicio, c.days),
                unidades: { ufr, dataInicio, dataFim: addDays(dataInicio, c.days) },
                domicilio: account(fin),
              }),
            );
            if (op.status === 'processada') {
              refs.push({ fin, ref });
              seen.registered++;
            }
          } else if (c.kind === 'end') {
            const target = refs[c.which % Math.max(refs.length, 1)];
            if (target) {
              const req = {
                idempotencyKey: `e${c.which}-${Math.random()}`,
                contrato: { financiador: target.fin, referenciaExterna: target.ref },
              };
              const op = await run(
                c.how === 'cancel'
                  ? registry.cancelContract(req)
                  : c.how === 'writeOff'
                    ? registry.writeOffContract(req)
                    : registry.settleContract(req),
              );
              if (op.status === 'processada') seen.ended++;
            }
          } else {
            seen.settledUnits += (await registry.tick(addDays(today, c.days))).unidadesLiquidadas;
          }
          expect(await violations(ufr), JSON.stringify(c)).toEqual([]);
        }
      }),
      { numRuns: 12, seed: 20261 },
    );
    expect(seen.registered).toBeGreaterThan(3);
    expect(seen.ended).toBeGreaterThan(0);
    expect(seen.settledUnits).toBeGreaterThan(0);
  });
});

describe('registry concurrency', () => {
  // Usually 2-3 s; one whole-suite run on the PostgreSQL 15 server took it past the 60 s default
  // (its neighbour test 13x slower too, cause not yet found: noted as an open defect). The
  // bound stays, at two minutes, so a real hang still fails.
  it('parallel registrations against the same URs never over-commit and all complete', { timeout: 120_000 }, async () => {
    await reset();
    const ufr = generateCnpj({ seed: 4242 });
    const receipts = [];
    for (let i = 0; i < 12; i++) {
      const fin = generateCnpj({ seed: 9000 + i });
      receipts.push(
        await registry.registerContract({
          idempotencyKey: `par-${i}`,
          financiador: fin,
          referenciaExterna: `par-${i}`,
          tipoEfeito: 2,
          regraDivisao: i % 2 ? 1 : 2,
          ...(i % 2 ? { valor: 3_000_000 } : { percentualBp: 3_000 }),
          dataAssinatura: START,
          dataVencimento: '2026-09-30',
          unidades: { ufr, dataInicio: '2026-03-03', dataFim: '2026-09-30' },
          domicilio: account(fin),
        }),
      );
    }
    // Every write processed at once, on as many connections: they meet on the same URs.
    const outcomes = await Promise.all(receipts.map((r) => registry.process(r.protocolo)));
    expect(outcomes.map((o) => o?.status)).toEqual(receipts.map(() => 'processada'));
    expect(await violations(ufr)).toEqual([]);
    const [totals] = await database.query<{ over: string; committed: string }>(
      `select count(*) filter (where valor_comprometido > valor_total) as over, sum(valor_comprometido) as committed
       from registry.units where ufr = $1`,
      [ufr],
    );
    expect(Number(totals!.over)).toBe(0);
    expect(Number(totals!.committed)).toBeGreaterThan(0);
    // Priorities follow the order the registry processed them: distinct per contract.
    const prios = await database.query<{ prioridade: number }>(
      'select prioridade from registry.contracts where ufr = $1',
      [ufr],
    );
    expect(new Set(prios.map((p) => p.prioridade)).size).toBe(12);
  });
});
