import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PERMISSIONS, type ReconciliationRule } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { json, renderAt, signInAndStub } from './files/files-test-support';
import { RulesTab } from './RulesTab';

const M = MESSAGES.reconciliationCompanies;

const rule = (n: number, description: string): ReconciliationRule => ({
  id: `r0000000-0000-4000-8000-00000000000${n}`,
  creditor_id: 'c0000000-0000-4000-8000-000000000001',
  position: n,
  description_contains: description,
  payer_document: null,
  amount_min: null,
  amount_max: null,
  result: 'outro',
  acquirer_id: null,
  acquirer_name: null,
  is_default: false,
});
const rules = [rule(1, 'CIELO'), rule(2, 'REDE'), rule(3, 'STONE')];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function stub(grants: string[]) {
  return signInAndStub(
    [],
    {
      'GET reconciliation/rules': () => json(rules),
      'PUT reconciliation/rules/order': (call) =>
        json(
          (call.body as { ids: string[] }).ids.map((id, i) => ({
            ...rules.find((r) => r.id === id)!,
            position: i + 1,
          })),
        ),
      'GET domains/acquirers': () =>
        json({ results: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } }),
    },
    [{ resource_slug: PERMISSIONS.conciliacao_empresas, permitions: grants }],
  );
}

describe("'Regras de classificação' order", () => {
  it('drags a rule by its handle onto another row: the rule takes that place, the others keep their order', async () => {
    const calls = stub(['view', 'edit']);
    renderAt(<RulesTab creditors={[]} />, '/app/conciliation-company?tab=1', '/app/conciliation-company');
    const handles = await screen.findAllByTestId('rule-drag-handle');
    const rows = screen.getAllByTestId('rule-row');
    expect(rows[2]).not.toHaveAttribute('draggable', 'true');
    fireEvent.mouseDown(handles[2]!);
    await waitFor(() => expect(screen.getAllByTestId('rule-row')[2]).toHaveAttribute('draggable', 'true'));
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(screen.getAllByTestId('rule-row')[2]!, { dataTransfer });
    fireEvent.dragOver(screen.getAllByTestId('rule-row')[0]!, { dataTransfer });
    fireEvent.drop(screen.getAllByTestId('rule-row')[0]!, { dataTransfer });
    expect(await screen.findByText(M.rulesReordered)).toBeInTheDocument();
    const order = calls.filter((c) => c.method === 'PUT' && c.path === 'reconciliation/rules/order');
    expect(order).toHaveLength(1);
    expect((order[0]!.body as { ids: string[] }).ids).toEqual([rules[2]!.id, rules[0]!.id, rules[1]!.id]);
  });

  it('offers no handle and no dragging to a user who may only view', async () => {
    stub(['view']);
    renderAt(<RulesTab creditors={[]} />, '/app/conciliation-company?tab=1', '/app/conciliation-company');
    expect(await screen.findByText('CIELO')).toBeInTheDocument();
    expect(screen.queryByTestId('rule-drag-handle')).toBeNull();
    expect(screen.queryByTestId('rule-row')).toBeNull();
  });
});
