import { PERMISSIONS } from '@lastro/domain';
import { outcomes, type MatrixEntry } from './types';

/** The commitments list, its requests tab and its export: each caller reads its own creditor's (no 404 to give). */
const READ = [[PERMISSIONS.cad_compromisso_dados_compromissos, ['read']]] as const;

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/deals', grants: READ, expect: outcomes.permission('ok', 'ok') },
  {
    method: 'GET',
    url: '/api/deals/requests',
    grants: [[PERMISSIONS.cad_compromisso_dados_solicitacoes, ['read']]],
    expect: outcomes.permission('ok', 'ok'),
  },
  { method: 'GET', url: '/api/deals/export', grants: READ, expect: outcomes.permission(202, 202) },
];
