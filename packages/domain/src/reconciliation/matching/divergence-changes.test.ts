import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DivergenceType, ItemStatus } from './agenda-status';
import { divergenceChanges, type StoredDivergence } from './divergence-changes';

const now = (status: ItemStatus, divergence: DivergenceType | null, difference = -100) => ({ status, divergence, difference });
const d = (type: DivergenceType, status: StoredDivergence['status'], difference = -100): StoredDivergence => ({ type, status, difference });

describe('divergences of an item across runs (spec 4 §4.6)', () => {
  it('creates one per type, records a new amount, resolves a cause gone and reopens the same record', () => {
    expect(divergenceChanges([], now('nao_encontrada', 'credito_nao_encontrado'))).toEqual([
      { event: 'criada', type: 'credito_nao_encontrado', difference: -100 },
    ]);
    expect(divergenceChanges([d('credito_nao_encontrado', 'pendente')], now('nao_encontrada', 'credito_nao_encontrado', -90))).toEqual([
      { event: 'valor_atualizado', type: 'credito_nao_encontrado', from: -100, to: -90 },
    ]);
    expect(divergenceChanges([d('credito_nao_encontrado', 'justificada')], now('conciliada', null))).toEqual([
      { event: 'resolvida_automaticamente', type: 'credito_nao_encontrado', backToWaiting: false },
    ]);
    expect(divergenceChanges([d('credito_diferente', 'resolvida')], now('divergente', 'credito_diferente', -350))).toEqual([
      { event: 'reaberta', type: 'credito_diferente', difference: -350 },
    ]);
  });

  it('moves a payment first missing, then paid late, from one type to the other', () => {
    expect(divergenceChanges([d('pagamento_nao_encontrado', 'pendente')], now('divergente', 'liquidado_diferente', 0))).toEqual([
      { event: 'resolvida_automaticamente', type: 'pagamento_nao_encontrado', backToWaiting: false },
      { event: 'criada', type: 'liquidado_diferente', difference: 0 },
    ]);
  });

  it('never opens one for an item waiting or still to be paid, and resolves what was open', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ItemStatus>('aguardando', 'a_liquidar'),
        fc.constantFrom<DivergenceType | null>(null, 'credito_diferente', 'pagamento_nao_encontrado'),
        fc.array(fc.record({ type: fc.constantFrom<DivergenceType>('credito_diferente', 'credito_nao_encontrado'), status: fc.constantFrom<StoredDivergence['status']>('pendente', 'resolvida', 'justificada'), difference: fc.integer() })),
        (status, divergence, stored) => {
          const changes = divergenceChanges(stored, now(status, divergence));
          expect(changes.every((c) => c.event === 'resolvida_automaticamente' && c.backToWaiting)).toBe(true);
          expect(changes.length).toBe(stored.filter((s) => s.status !== 'resolvida').length);
        },
      ),
    );
  });
});
