import type { RegisterType } from './types';

export const PARAMETERS_PATH = '/app/parameters';

/** Tab indexes of the Parameters screen (?tab=, 0 removes it). */
export const PARAMETER_TABS = { general: 0, acquirers: 1, arrangements: 2, banks: 3 } as const;

const TAB_OF: Record<RegisterType, number> = {
  acquirer: PARAMETER_TABS.acquirers,
  arrangement: PARAMETER_TABS.arrangements,
  bank: PARAMETER_TABS.banks,
};

export const parametersTabPath = (type: RegisterType) => `${PARAMETERS_PATH}?tab=${TAB_OF[type]}`;
export const registerEditPath = (type: RegisterType, id: number) => `${PARAMETERS_PATH}/edit?id=${id}&type=${type}`;
