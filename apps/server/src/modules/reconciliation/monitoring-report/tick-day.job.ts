import { formatDate, MESSAGES, NOTIFICATION_TYPE } from '@lastro/domain';
import type { Registry, TickSummary } from '../../../integrations/registry';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { NotificationsPort } from '../../notifications/notifications.ports';

const M = MESSAGES.monitoringReport.sandbox;

export const TICK_DAY_JOB = 'registry.tick-day';

export interface TickDayData {
  /** The day the admin confirmed (the next dia útil when the button was shown). */
  ate: string;
}

/** Steps of the day, for the progress bar: started, Previsto frozen, day settled with its statements, done. */
const STEPS = 3;

/**
 * 'Executar processamento diário' (spec 4 §2.10 item 5, §9.1): the registry's tick up to the
 * confirmed day as a job, so the page follows its progress, through the same `tick` as
 * POST registry/tick with the same day hooks (Previsto frozen, the simulator's statements, the
 * runs asked for), ending in a notification to whoever asked. A retried job finds the day
 * already ticked and only tells.
 */
export function tickDayJob(deps: { registry: () => Registry; notifications: () => NotificationsPort }): JobDefinition<TickDayData> {
  return {
    type: TICK_DAY_JOB,
    retryLimit: 1,
    expireInSeconds: 15 * 60,
    handler: async (ctx) => {
      const registry = deps.registry();
      await ctx.progress(0, STEPS);
      let summary: TickSummary | null = null;
      if ((await registry.today()) < ctx.data.ate) {
        // Registered last, so its `after` follows the simulator's and the runs' requests.
        const stop = registry.onDay({
          before: async () => ctx.progress(1, STEPS),
          after: async () => ctx.progress(2, STEPS),
        });
        try {
          summary = await registry.tick(ctx.data.ate);
        } finally {
          stop();
        }
      }
      await ctx.progress(STEPS, STEPS);
      await deps.notifications().notify(ctx.accountId, {
        type: NOTIFICATION_TYPE.informativo,
        title: M.title,
        description: M.done(formatDate(ctx.data.ate)),
        metadata: { id: null, show_deal_info_button: false },
        dedupeKey: `job:${ctx.jobId}:tick-day`,
        flushedByJob: true,
      });
      return { ate: ctx.data.ate, ...(summary ?? {}) };
    },
  };
}
