import type { MerchantOptIn, MerchantRelation, MerchantStatus, ScheduleListRow, ScheduleRequest } from '@lastro/domain';

export type { MerchantOptIn, MerchantRelation, MerchantStatus, ScheduleListRow, ScheduleRequest };

/** Filters of the schedule list as the address keeps them. */
export type ScheduleFilters = {
  searchBy: string;
  search: string;
  document: string;
  status: string;
  startDate: string;
  endDate: string;
};

export interface Option {
  value: string;
  label: string;
}
