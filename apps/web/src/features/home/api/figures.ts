import { useQuery } from '@tanstack/react-query';
import type { HomeFigures } from '@lastro/domain';
import { api } from '../../../lib/api';

export type { HomeFigures };

export const homeFiguresKey = ['home', 'figures'] as const;

/** GET home/figures: the home's figures in one call; a figure the user may not read is null. */
export const getHomeFigures = () => api.get<HomeFigures>('general', 'home/figures');

export function useHomeFigures() {
  return useQuery({ queryKey: homeFiguresKey, queryFn: getHomeFigures });
}
