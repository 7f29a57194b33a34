import type { ListParams } from '../../lib/list-params';

/** Shapes of the register calls (spec doc 3 §3): the domain's response schemas. */
export type { Acquirer, Arrangement, Bank, CreditorParameterType as ParameterType, ParameterDefinition } from '@lastro/domain';

/** Paging and sort of a list call. */
export type Paging = ListParams;

export type AcquirerFilters = { name: string; document: string };
export type ArrangementFilters = { name: string; code: string; arrangement: string };
export type BankFilters = { name: string; code: string };

/** Record types of the edit route (?type=). */
export type RegisterType = 'acquirer' | 'arrangement' | 'bank';
