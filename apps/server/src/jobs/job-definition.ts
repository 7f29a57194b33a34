/** What a handler gets: its job, and a way to report progress (rows done of total). */
export interface JobContext<TData> {
  jobId: string;
  accountId: string;
  data: TData;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  /** Records progress; cheap to call often (writes are throttled). */
  progress(done: number, total?: number | null): Promise<void>;
}

export interface JobDefinition<TData = unknown> {
  /** e.g. 'export.creditors' */
  type: string;
  /**
   * Runs the job. It may run more than once for one job id (retry, a worker killed in
   * flight), so its effects must be idempotent: key what it writes on ctx.jobId.
   */
  handler(ctx: JobContext<TData>): Promise<Record<string, unknown> | void>;
  /** Called once when the last attempt failed (e.g. to tell the user). */
  onFinalFailure?(ctx: Omit<JobContext<TData>, 'progress'>, error: unknown): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt running longer than this is failed (and retried). */
  expireInSeconds?: number;
}

/**
 * Maintenance work that runs on a clock (pg-boss schedule), not for an account: no job
 * record, no notification. Runs on worker processes only, once per tick across all of them.
 */
export interface ScheduledJobDefinition {
  /** Queue name suffix: letters, digits and dashes, e.g. 'files-retention'. */
  name: string;
  /** Cron expression (minute precision), evaluated in São Paulo time. */
  cron: string;
  handler(): Promise<Record<string, unknown> | void>;
}

/** Job types by name; modules register theirs before or after the runner starts. */
export class JobRegistry {
  private readonly defs = new Map<string, JobDefinition<never>>();
  private readonly scheduledDefs = new Map<string, ScheduledJobDefinition>();

  /** Registers a clock job; takes effect when the runner starts. */
  schedule(def: ScheduledJobDefinition): void {
    if (!/^[a-z0-9-]+$/.test(def.name)) throw new Error(`invalid scheduled job name: ${def.name}`);
    if (this.scheduledDefs.has(def.name)) throw new Error(`scheduled job already registered: ${def.name}`);
    this.scheduledDefs.set(def.name, def);
  }

  scheduled(): ScheduledJobDefinition[] {
    return [...this.scheduledDefs.values()];
  }

  register<T>(def: JobDefinition<T>): void {
    if (this.defs.has(def.type)) throw new Error(`job type already registered: ${def.type}`);
    this.defs.set(def.type, def as unknown as JobDefinition<never>);
  }

  get(type: string): JobDefinition<unknown> | undefined {
    return this.defs.get(type) as JobDefinition<unknown> | undefined;
  }

  has(type: string): boolean {
    return this.defs.has(type);
  }
}
