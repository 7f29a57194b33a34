import { MESSAGES, commitmentStatusLabel } from '@lastro/domain';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import type { DealRow } from './registration.repository';

const M = MESSAGES.commitments.registration;

/** Tells the creditor's users a deal's outcome, when the creditor's parameters ask for it. */
export async function notifyOutcome(
  deps: {
    parametersOf(creditorId: string): Promise<Record<string, string>>;
    notify: NotificationsPort['notify'];
  },
  deal: DealRow,
  accountId: string,
  status: number,
) {
  const params = await deps.parametersOf(deal.creditorId);
  if (params.envia_notificacao !== '1') return;
  const recipients = [...new Set([accountId, deal.createdBy].filter((x): x is string => !!x))];
  await deps.notify(recipients, {
    title: M.notificationTitle(deal.code),
    description: M.notificationDescription(commitmentStatusLabel(status)),
    type: 2,
    metadata: {
      show_deal_info_button: true,
      id: deal.id,
      notification_info: deal.statusMessage ?? undefined,
    },
    // One notification per deal and outcome, however often the job runs.
    dedupeKey: `deal:${deal.id}:${status}:${deal.updatedAt.toISOString()}`,
  });
}
