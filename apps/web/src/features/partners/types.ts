export type { Partner } from '@lastro/domain';

export type PartnerFilters = { name: string };
