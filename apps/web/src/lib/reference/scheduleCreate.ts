import { SCHEDULE_REQUEST_BEHAVIOR, type PartnerType, type ScheduleQueryMode } from '@lastro/domain';
import { api } from '../api';

export interface ScheduleCreatePayload {
  partnerType: PartnerType;
  query_mode?: ScheduleQueryMode;
  creditor_id: string;
  merchant_id: string;
  acquirers: string[];
  arrangements: string[];
  initial_date?: string | null;
  end_date?: string | null;
}

/**
 * POST requests/create-expanded (a financial-institution partner) or
 * requests/create-consolidated (the dates are removed), with a generated protocol. The schedule
 * query page and the commitment import's agenda consult ask for a query alike.
 */
export function createSchedule(payload: ScheduleCreatePayload) {
  const expanded = payload.partnerType === 'if';
  const { initial_date, end_date, ...rest } = payload;
  const body = {
    ...rest,
    ...(expanded ? { initial_date, end_date } : {}),
    protocol: crypto.randomUUID(),
    changes_webhook_url: null,
    behavior: SCHEDULE_REQUEST_BEHAVIOR,
  };
  return api.post<{ id: string; status: string }>(
    'request',
    expanded ? 'requests/create-expanded' : 'requests/create-consolidated',
    body,
  );
}
