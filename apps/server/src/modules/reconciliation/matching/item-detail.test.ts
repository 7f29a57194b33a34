import { describe, expect, it } from 'vitest';
import type { UnitTrace } from '../../../integrations/registry/settlement-reads';
import { scopedChain } from './item-detail.service';

const MINE = '11111111000111';
const OTHER = '22222222000122';
const settlement = (valor: number, identificadorContrato: string | null) => ({ dataEfetiva: '2026-06-02', valor, favorecido: '33333333000133', domicilio: null, identificadorContrato });
const effect = (financiador: string, identificadorContrato: string, valor: number) => ({
  credenciadora: '01027058000191',
  ufr: '44444444000144',
  arranjo: 'VCC',
  dataLiquidacao: '2026-06-02',
  valorOnerado: valor,
  valorConstituidoEfeito: valor,
  indicadorOneracao: 1,
  status: 'aplicado' as const,
  identificadorContrato,
  financiador,
  pagamentos: [settlement(valor, identificadorContrato)],
});

/** A UR reached by one contract of ours and two of another creditor, with the titular's free part paid too. */
const trace: UnitTrace = {
  unidade: {
    chave: '01027058000191:44444444000144:VCC:2026-06-02',
    credenciadora: '01027058000191',
    ufr: '44444444000144',
    arranjo: 'VCC',
    dataLiquidacao: '2026-06-02',
    titular: '44444444000144',
    constituida: true,
    valorConstituidoTotal: 100_000,
    valorPreContratado: 0,
    valorComprometido: 60_000,
    valorLivre: 40_000,
    valorLiquidado: 100_000,
    liquidacoes: [settlement(30_000, 'MEU-1'), settlement(20_000, 'DELE-1'), settlement(10_000, 'DELE-2'), settlement(40_000, null)],
  },
  efeitos: [effect(MINE, 'MEU-1', 30_000), effect(OTHER, 'DELE-1', 20_000), effect(OTHER, 'DELE-2', 10_000)],
};

describe("the drawer's chain (spec 4 §2.5 [D14], §13 check 9)", () => {
  it("shows a creditor user its own effects and payments in full, the others only as 'Outros efeitos' and 'Demais pagamentos da UR'", () => {
    const chain = scopedChain(trace, MINE);
    expect(chain.effects.map((e) => [e.contract_identifier, e.applied])).toEqual([['MEU-1', '300.00']]);
    expect(chain.other_effects).toEqual({ label: 'Outros efeitos', applied: '300.00' });
    expect(chain.settlements.map((s) => [s.contract_identifier, s.amount])).toEqual([['MEU-1', '300.00']]);
    expect(chain.other_settlements).toEqual({ label: 'Demais pagamentos da UR', amount: '700.00' });
    expect(JSON.stringify(chain)).not.toContain('DELE-');
  });

  it('shows an admin everything', () => {
    const chain = scopedChain(trace, null);
    expect(chain.effects).toHaveLength(3);
    expect(chain.settlements).toHaveLength(4);
    expect([chain.other_effects, chain.other_settlements]).toEqual([null, null]);
  });
});
