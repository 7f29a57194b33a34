import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMITMENT_STATUSES, COMMITMENT_STATUS_CODE } from './commitment-statuses';
import { changeStatusAction, commitmentEditable, COMMITMENT_EDITABLE_STATUSES, commitmentRowActions, commitmentTransition, COMMITMENT_TRANSITIONS, type CommitmentAction } from './commitment-transitions';
import { dealChangeStatusSchema, dealIdBodySchema } from '../schemas/commitment-actions';

const ACTIONS = Object.keys(COMMITMENT_TRANSITIONS) as CommitmentAction[];
const TERMINAL = ['cancelado', 'baixado', 'expirado'] as const;

describe('commitment state machine', () => {
  it('contests only an approved commitment', () => {
    expect(commitmentTransition('aprovado', 'contestar')).toEqual({ ok: true, from: 'aprovado', to: 'em_contestacao' });
    for (const s of COMMITMENT_STATUSES.filter((x) => x.value !== 'aprovado')) expect(commitmentTransition(s.code, 'contestar').ok).toBe(false);
  });

  it('refuses with the action and the current status in Portuguese', () => {
    expect(commitmentTransition(3, 'cancelar')).toEqual({ ok: false, message: "Não é possível cancelar um compromisso com situação 'Cancelado'." });
    expect(commitmentTransition('liquidado', 'aprovar')).toEqual({ ok: false, message: "Não é possível reenviar um compromisso com situação 'Liquidado'." });
    expect(commitmentTransition(99, 'cancelar').ok).toBe(false);
  });

  it('leaves a commitment being registered alone, except to expire nothing', () => {
    for (const a of ACTIONS) expect(commitmentTransition('em_processamento', a).ok).toBe(false);
  });

  it('a settled commitment stays settled when its reversed call completes the liquidation', () => {
    expect(commitmentTransition('liquidado', 'baixar')).toEqual({ ok: true, from: 'liquidado', to: 'liquidado' });
    expect(commitmentTransition('aprovado', 'baixar')).toEqual({ ok: true, from: 'aprovado', to: 'baixado' });
  });

  it('sends waiting, refused and short commitments back to registration', () => {
    for (const s of ['a_aprovar', 'recusado', 'insuficiente']) expect(commitmentTransition(s, 'aprovar')).toMatchObject({ ok: true, to: 'em_processamento' });
  });

  it('nothing leaves a terminal status, and every allowed move lands on a known status (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMMITMENT_STATUSES.map((s) => s.value)), fc.constantFrom(...ACTIONS), (status, action) => {
        const t = commitmentTransition(status, action);
        if ((TERMINAL as readonly string[]).includes(status)) expect(t.ok).toBe(false);
        if (t.ok) expect(COMMITMENT_STATUSES.some((s) => s.value === t.to)).toBe(true);
        else expect(t.message).toMatch(/^Não é possível /);
      }),
    );
  });

  it('maps change-status numbers to actions and nothing else', () => {
    expect([3, '4', 10].map(changeStatusAction)).toEqual(['cancelar', 'liquidar', 'contestar']);
    fc.assert(fc.property(fc.integer().filter((n) => ![3, 4, 10].includes(n)), (n) => {
      expect(changeStatusAction(n)).toBeNull();
    }));;
  });
});

describe('action payloads', () => {
  it('require a deal id and a numeric status', () => {
    expect(dealIdBodySchema.safeParse({}).success).toBe(false);
    expect(dealChangeStatusSchema.safeParse({ deal_id: 'x', deal_status: 3 }).success).toBe(false);
    expect(dealChangeStatusSchema.parse({ deal_id: '00000000-0000-4000-8000-000000000001', deal_status: '3' }).deal_status).toBe(3);
  });
});

describe('row actions offered by the list', () => {
  const everyone = { isAdmin: true, canDelete: true, canEdit: true };
  it('follow the state machine and the permissions', () => {
    expect(commitmentRowActions(2, everyone)).toEqual(['cancelar', 'baixar', 'liquidar', 'contestar']);
    expect(commitmentRowActions('aprovado', { isAdmin: false, canDelete: false, canEdit: true })).toEqual(['baixar', 'liquidar']);
    expect(commitmentRowActions('recusado', { isAdmin: false, canDelete: true, canEdit: true })).toEqual(['cancelar', 'reenviar']);
    expect(commitmentRowActions('liquidado', everyone)).toEqual([]);
    expect(commitmentRowActions('em_processamento', everyone)).toEqual([]);
  });

  it('never offer what the server would refuse (property)', () => {
    const toAction = { cancelar: 'cancelar', baixar: 'baixar', liquidar: 'liquidar', contestar: 'contestar', reenviar: 'aprovar' } as const;
    fc.assert(
      fc.property(fc.constantFrom(...COMMITMENT_STATUSES.map((s) => s.code)), fc.boolean(), fc.boolean(), fc.boolean(), (status, isAdmin, canDelete, canEdit) => {
        for (const a of commitmentRowActions(status, { isAdmin, canDelete, canEdit })) {
          expect(commitmentTransition(status, toAction[a]).ok).toBe(true);
          if (a === 'contestar') expect(isAdmin).toBe(true);
          if (a === 'cancelar') expect(canDelete).toBe(true);
        }
      }),
    );
  });
});

describe('editing a commitment (PATCH deals/{id})', () => {
  it('is allowed until the commitment ends, and refused after with its status in the message', () => {
    for (const status of COMMITMENT_EDITABLE_STATUSES) expect(commitmentEditable(status)).toEqual({ ok: true });
    for (const ended of ['cancelado', 'liquidado', 'baixado', 'expirado'] as const) {
      const refusal = commitmentEditable(COMMITMENT_STATUS_CODE[ended]);
      expect(refusal.ok).toBe(false);
      expect(refusal).toMatchObject({ message: expect.stringContaining("Não é possível editar um compromisso com situação") });
    }
    expect(commitmentEditable('desconhecido').ok).toBe(false);
  });
});
