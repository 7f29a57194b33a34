import type { CommitmentStatus } from '@lastro/domain';
import type { Registry } from '../../integrations/registry/registry';
import type { ModuleContext } from '../../lib/module';
import type { ModulePart } from '../../lib/module-parts';
import type { RegistrationService } from './registration/registration.service';

/** The job that registers a commitment's installments at the registry (one per commitment). */
export const DEAL_REGISTRATION_JOB = 'deals.register';
export interface DealRegistrationJobData {
  dealId: string;
  /** Set by POST deals/approved: the approval aprovacao_compromisso asks for was given. */
  approved?: boolean;
}

/** What each part of the commitments module receives: the module's context and the registry. */
export interface CommitmentsPartContext extends ModuleContext {
  registry(): Registry;
}

/** What each part contributes; the module file puts them together (composeParts). */
export type CommitmentsPart = ModulePart<CommitmentsServices>;

/** The registration and the actions, for the demo seed (seeds/commitments.seed.ts). */
export interface CommitmentsServices {
  registration: Pick<RegistrationService, 'register' | 'approve' | 'changeStatus' | 'writeOff' | 'expire'> & {
    /** Queues the registration job, for the workers to take after `startAfterSeconds`. */
    registerLater(accountId: string, data: DealRegistrationJobData, startAfterSeconds: number): Promise<unknown>;
  };

  /** The home's figure (every creditor's when null): the performed commitments in these statuses. */
  awaitingCount(creditorId: string | null, statuses: readonly CommitmentStatus[]): Promise<number>;

  /** The registry's events applied to the product's copies; resolves when what was published is applied. */
  registryEvents: { consume(): Promise<number>; refreshLive(): Promise<{ contracts: number }> };
}

declare module '../../lib/module' {
  interface ModuleServices {
    commitments: CommitmentsServices;
  }
}
