import { outcomes, type MatrixEntry } from './types';

/** The home's figures: any signed-in account (each figure is null without its own read permission). */
export const matrix: MatrixEntry[] = [{ method: 'GET', url: '/api/home/figures', expect: outcomes.signedIn(200) }];
