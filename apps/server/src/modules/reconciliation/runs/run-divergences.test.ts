import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { divergenceWrites, type ItemForDivergences } from './run-divergences';
import type { DivergenceRow } from './runs-reads.repository';

const T = MESSAGES.reconciliationDivergences;
const item = (over: Partial<ItemForDivergences>): ItemForDivergences => ({
  creditorId: 'cr',
  companyId: 'co',
  kind: 'banco',
  itemId: 'it',
  referenceDate: '2026-06-02',
  figures: { expected: 10_000, settled: 10_000, credited: 9_650 },
  now: { status: 'divergente', divergence: 'credito_diferente' },
  ...over,
});
const row = (over: Partial<DivergenceRow>): DivergenceRow => ({
  id: 'd1',
  itemId: 'it',
  type: 'credito_diferente',
  status: 'pendente',
  expected: 10_000,
  found: 9_650,
  difference: -350,
  referenceDate: '2026-06-02',
  ...over,
});

describe('what a run writes of one item’s divergences (spec 4 §3.8, §4.6)', () => {
  it('creates one with its figures and the text of §3.8, and writes nothing when nothing changed', () => {
    expect(divergenceWrites(item({}), [])).toEqual([
      expect.objectContaining({ id: null, type: 'credito_diferente', expected: 10_000, found: 9_650, difference: -350, status: 'pendente', event: 'criada', text: T.created(-350) }),
    ]);
    expect(divergenceWrites(item({}), [row({})])).toEqual([]);
  });

  it('records a new amount and keeps a justified one justified', () => {
    const [w] = divergenceWrites(item({ figures: { expected: 10_000, settled: 10_000, credited: 9_910 } }), [row({ status: 'justificada' })]);
    expect(w).toMatchObject({ id: 'd1', status: 'justificada', event: 'valor_atualizado', text: T.amountUpdated(-350, -90), amountBefore: -350, difference: -90 });
  });

  it('brings the figures up to date without an event when only they moved', () => {
    const [w] = divergenceWrites(item({ figures: { expected: 10_000, settled: 11_000, credited: 10_650 } }), [row({})]);
    expect(w).toMatchObject({ id: 'd1', event: null, expected: 11_000, found: 10_650, difference: -350, status: 'pendente' });
  });

  it('resolves what an item gone or back to waiting had open, keeping the last figures', () => {
    expect(divergenceWrites(item({ now: null }), [row({})])).toEqual([
      expect.objectContaining({ id: 'd1', status: 'resolvida', event: 'resolvida_automaticamente', text: T.resolvedAutomatically, difference: -350, fromStatus: 'pendente' }),
    ]);
    expect(divergenceWrites(item({ now: { status: 'aguardando', divergence: 'credito_diferente' } }), [row({})])[0]).toMatchObject({ text: T.resolvedBackToWaiting });
  });

  it('reopens the same record when the cause comes back', () => {
    expect(divergenceWrites(item({}), [row({ status: 'resolvida', difference: -500 })])).toEqual([
      expect.objectContaining({ id: 'd1', status: 'pendente', event: 'reaberta', text: T.reopened(T.reopenedRecurred), difference: -350, amountBefore: -500 }),
    ]);
  });
});
