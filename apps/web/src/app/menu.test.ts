import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { visibleMenu } from './menu';

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

  it('drops groups left empty', () => {
    expect(visibleMenu(false, () => false)).toEqual([]);
  });
});
