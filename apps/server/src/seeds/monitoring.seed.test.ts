import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFigures, type ContractFigures } from '@lastro/domain';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_CREDITOR_DOCUMENT, seedDemo } from './access.seed';
import { seedDemoThroughModules } from './index';

let t: TestApp;
let figures: (ContractFigures & { code: string; status: number })[];

/** Spec 4 §2.9: the bands of 'Cobertura do saldo devedor' (the lower bound inside, the upper outside). */
const BANDS: [string, number, number][] = [['0-50', 0, 50], ['50-80', 50, 80], ['80-100', 80, 100], ['100-110', 100, 110], ['110+', 110, Infinity]];
const bandOf = (coverage: number) => BANDS.find(([, lo, hi]) => coverage >= lo && coverage < hi)?.[0];
/** The screen's default 'Status do compromisso': Aprovado, Insuficiente, Em contestação. */
const DEFAULT_STATUSES = [2, 7, 10];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoThroughModules(t.database.db, t.app);
  const today = await t.app.modules.services('registry').today();
  // Spec 4 §4.7, from the views the screen reads.
  const rows = await t.database.query<{ code: string; status: number; amount: string; applied: string; settled: string; min: string; due: string }>(
    `select c.code || '/' || c.installment as code, c.deal_status as status, c.amount::text,
            coalesce(sum(e.effect_amount) filter (where e.constituted and e.status = 'aplicado' and e.effective_settlement_date is null), 0)::text as applied,
            coalesce(sum(e.effective_settlement_amount), 0)::text as settled, c.min_percentage::text as min,
            coalesce(c.expiration_date, c.execution_date_end)::text as due
       from contract_directory c join creditors cr on cr.id = c.creditor_id
       left join effect_directory e on e.installment_id = c.installment_id
      where cr.document_number = $1 and c.contract_identifier is not null
      group by c.installment_id, c.code, c.installment, c.deal_status, c.amount, c.min_percentage, c.expiration_date, c.execution_date_end`,
    [DEMO_CREDITOR_DOCUMENT],
  );
  figures = rows.map((r) => ({
    code: r.code,
    status: r.status,
    ...contractFigures({ contractAmount: Number(r.amount), appliedToSettle: Number(r.applied), settled: Number(r.settled), minPercentage: Number(r.min), dueDate: r.due, today }),
  }));
}, 600_000);
afterAll(async () => t?.close());

describe("a fresh demo's 'Monitoramento dos Contratos' (spec 4 §2.9, §4.7)", () => {
  it('shows every coverage band and every situation among the contracts of the default statuses', () => {
    const shown = figures.filter((f) => DEFAULT_STATUSES.includes(f.status));
    expect(new Set(shown.flatMap((f) => (f.coverage === null || f.situation === 'quitado' ? [] : [bandOf(f.coverage)])))).toEqual(new Set(BANDS.map(([b]) => b)));
    expect(new Set(figures.map((f) => f.situation))).toEqual(new Set(['suficiente', 'insuficiente', 'em_excesso', 'quitado']));
  });

  it('has contracts owing within 30 days of their due date, and within 7', () => {
    const owing = figures.filter((f) => f.debt > 0 && DEFAULT_STATUSES.includes(f.status));
    expect(owing.some((f) => f.daysToDue > 7 && f.daysToDue <= 30)).toBe(true);
    expect(owing.some((f) => f.daysToDue >= 0 && f.daysToDue <= 7)).toBe(true);
  });
});
