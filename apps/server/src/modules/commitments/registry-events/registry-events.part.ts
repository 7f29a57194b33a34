import { createRegistrationRepository } from '../registration/registration.repository';
import { notifyOutcome } from '../registration/registration-notify';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { createRegistryEventsRepository } from './registry-events.repository';
import { createRegistryEventsService } from './registry-events.service';

/**
 * Commitments: the registry's events applied to the product's copies (effects, installment
 * totals, judged statuses, opt-ins), in whichever process runs jobs: at once when the registry
 * pushes (LISTEN, across processes), and every minute in case a push was missed.
 */
export function createRegistryEventsPart(ctx: CommitmentsPartContext): CommitmentsPart {
  const deals = createRegistrationRepository(ctx.database.db);
  const notify: NotificationsPort['notify'] = (accounts, input) => ctx.use('notifications').notify(accounts, input);
  const notifying = { parametersOf: (id: string) => ctx.use('creditors').parametersOf(id), notify };
  const service = createRegistryEventsService(createRegistryEventsRepository(ctx.database.db), {
    registry: ctx.registry,
    async resultChanged(dealId, status) {
      const deal = await deals.deal(dealId);
      if (!deal?.createdBy) return;
      await notifyOutcome(notifying, deal, deal.createdBy, status);
    },
    async optInChanged(ufr) {
      const merchants = ctx.use('merchants');
      for (const m of await merchants.findAllByDocument(ufr)) await merchants.refreshOptIns(m.id);
    },
  });
  const consume = () =>
    service.consume().catch((err: unknown) => {
      ctx.log.warn({ err }, 'registry events not consumed');
      return 0;
    });
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  return {
    services: { registryEvents: { consume: service.consume, refreshLive: service.refreshLive } },
    schedules: [
      { name: 'registry.events', cron: '* * * * *', run: async () => ({ applied: await service.consume() }) },
      // After the registry's clock turns (03:10, modules/registry): every live contract read whole.
      { name: 'deals.effects-refresh', cron: '30 3 * * *', run: () => service.refreshLive() },
    ],
    async start() {
      if (ctx.config.role === 'api') return;
      unlisten = await ctx.registry().onEvents(() => {
        if (!stopped) void consume();
      });
      void consume();
    },
    async stop() {
      stopped = true;
      await unlisten?.();
      // What runs finishes on the pool before the app closes it.
      await consume();
    },
  };
}
