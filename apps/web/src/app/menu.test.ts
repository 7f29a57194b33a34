import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { breadcrumbsFor } from './breadcrumbs';
import { canOpenRoute, MENU, menuItemFor, visibleMenu } from './menu';

const labels = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.items.map((i) => `${g.label}/${i.label}`));

describe('visibleMenu', () => {
  it('admins see every item, admin-only ones included, without permissions', () => {
    const all = labels(visibleMenu(true, () => false));
    expect(all).toContain('Cadastro e Consulta/Fornecedor');
    expect(all).toContain('Importação/Compromisso Fumaça');
    expect(all).toContain('Cadastro e Consulta/Validação docs');
  });

  it('creditor users see only items whose slugs they hold, never admin-only ones', () => {
    const held = new Set<string>([PERMISSIONS.cad_estabelecimento, PERMISSIONS.importacao_compromisso_fumaca, PERMISSIONS.cad_fornecedor]);
    const items = labels(visibleMenu(false, (slugs) => slugs.some((s) => held.has(s))));
    expect(items).toEqual(['Cadastro e Consulta/Estabelecimento']);
  });

  it("shows 'Empresas e contas' under 'Conciliação' to holders of conciliacao_empresas, and opens its edit page", () => {
    const held = (slugs: readonly string[]) => slugs.includes(PERMISSIONS.conciliacao_empresas);
    expect(labels(visibleMenu(false, held))).toEqual(['Conciliação/Empresas e contas']);
    expect(canOpenRoute('/app/conciliation-company/edit', false, held)).toBe(true);
    expect(canOpenRoute('/app/conciliation-company', false, () => false)).toBe(false);
  });

  it("shows 'Extratos' before 'Empresas e contas' under 'Conciliação' to holders of conciliacao_extratos, and opens its detail page", () => {
    const held = (slugs: readonly string[]) => slugs.includes(PERMISSIONS.conciliacao_extratos) || slugs.includes(PERMISSIONS.conciliacao_empresas);
    expect(labels(visibleMenu(false, held))).toEqual(['Conciliação/Extratos', 'Conciliação/Empresas e contas']);
    expect(canOpenRoute('/app/conciliation-extract/edit', false, (slugs) => slugs.includes(PERMISSIONS.conciliacao_extratos))).toBe(true);
    expect(canOpenRoute('/app/conciliation-extract', false, (slugs) => slugs.includes(PERMISSIONS.conciliacao_empresas))).toBe(false);
    expect(breadcrumbsFor('/app/conciliation-extract/edit').map((c) => c.label)).toEqual(['Início', 'Conciliação Bancária', 'Detalhe do extrato']);
  });

  it("orders 'Conciliação' as the spec's routes (§2.1): 'Conciliação de Agenda', 'Conciliação Bancária', 'Divergências', 'Extratos', 'Empresas e contas', 'Monitoramento dos Contratos', each by its slug", () => {
    const all = () => true;
    expect(labels(visibleMenu(false, all)).filter((l) => l.startsWith('Conciliação/'))).toEqual([
      'Conciliação/Conciliação de Agenda',
      'Conciliação/Conciliação Bancária',
      'Conciliação/Divergências',
      'Conciliação/Extratos',
      'Conciliação/Empresas e contas',
      'Conciliação/Monitoramento dos Contratos',
    ]);
    const agendaOnly = (slugs: readonly string[]) => slugs.includes(PERMISSIONS.conciliacao_agenda);
    expect(labels(visibleMenu(false, agendaOnly))).toEqual(['Conciliação/Conciliação de Agenda']);
    expect(canOpenRoute('/app/conciliation-consult', false, agendaOnly)).toBe(false);
    expect(canOpenRoute('/app/conciliation-schedule', false, agendaOnly)).toBe(true);
    expect(canOpenRoute('/app/conciliation-monitoring', false, agendaOnly)).toBe(false);
    expect(canOpenRoute('/app/conciliation-monitoring', false, (slugs) => slugs.includes(PERMISSIONS.conciliacao_monitoramento_contratos))).toBe(true);
  });

  it('drops groups left empty', () => {
    expect(visibleMenu(false, () => false)).toEqual([]);
  });
});

describe('canOpenRoute', () => {
  const holding = (...held: string[]) => (slugs: readonly string[]) => slugs.some((s) => held.includes(s));

  it('admins open every module route', () => {
    for (const path of ['/app/import-smoke-appointments', '/app/registered-contracts', '/app/merchants/edit']) {
      expect(canOpenRoute(path, true, () => false), path).toBe(true);
    }
  });

  it('creditor users never open the admin-only items, whatever they hold', () => {
    const all = holding(...Object.values(PERMISSIONS));
    expect(canOpenRoute('/app/import-smoke-appointments', false, all)).toBe(false);
    expect(canOpenRoute('/app/registered-contracts', false, all)).toBe(false);
  });

  it('creditor users open a module (and pages under it) only with one of its slugs', () => {
    expect(canOpenRoute('/app/merchants', false, holding())).toBe(false);
    expect(canOpenRoute('/app/merchants/edit', false, holding())).toBe(false);
    expect(canOpenRoute('/app/merchants', false, holding(PERMISSIONS.cad_estabelecimento))).toBe(true);
    expect(canOpenRoute('/app/merchants/edit', false, holding(PERMISSIONS.cad_estabelecimento))).toBe(true);
    // A path that only starts like another module's is not that module.
    expect(menuItemFor('/app/merchantsx')).toBeUndefined();
  });

  it('every module route the menu lists is guarded by the same rule that shows its item', () => {
    const groups = (isAdmin: boolean, canAny: (s: readonly string[]) => boolean) =>
      visibleMenu(isAdmin, canAny).flatMap((g) => g.items.map((i) => i.to));
    const someHeld = holding(PERMISSIONS.cad_estabelecimento, PERMISSIONS.importacao_compromisso);
    const shown = groups(false, someHeld);
    for (const item of MENU.flatMap((g) => g.items)) {
      if (item.gatesEachTab) continue;
      expect(canOpenRoute(item.to, false, someHeld), item.to).toBe(shown.includes(item.to));
    }
  });

  it('a page that gates each tab stays open: its tabs show the no-access view themselves', () => {
    const tabbed = MENU.flatMap((g) => g.items).filter((i) => i.gatesEachTab);
    expect(tabbed.map((i) => i.to)).toEqual(['/app/parameters']);
    expect(canOpenRoute('/app/parameters', false, holding())).toBe(true);
    expect(visibleMenu(false, holding()).flatMap((g) => g.items).some((i) => i.gatesEachTab)).toBe(false);
  });
});
