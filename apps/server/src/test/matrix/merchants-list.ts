import { PERMISSIONS } from '@lastro/domain';
import { outcomes, type MatrixEntry } from './types';

/** The merchants list and its pickers: each caller reads its own creditor's merchants (no 404 to give). */
export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/merchants',
    grants: [[PERMISSIONS.cad_estabelecimento, ['read']]],
    expect: outcomes.permission('ok', 'ok'),
  },
];
