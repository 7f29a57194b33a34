import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../integrations/registry/registry';
import type { ModuleContext, ModuleContribution } from '../../lib/module';

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

/** What each part contributes; the module file puts them together. */
export type CommitmentsPart = Pick<ModuleContribution<never>, 'exportSources' | 'jobs' | 'schedules' | 'start' | 'stop'> & {
  routes?: (api: FastifyInstance) => Promise<void>;
};
