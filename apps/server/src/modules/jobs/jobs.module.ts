import { createJobsRepository } from '../../jobs/jobs.repository';
import { defineModule } from '../../lib/module';
import { jobsRoutes } from './jobs.routes';
import { createJobsService } from './jobs.service';

/** A user's background jobs and their progress. */
export default defineModule({
  name: 'jobs',
  setup: ({ database }) => ({ routes: jobsRoutes(createJobsService(createJobsRepository(database.db))) }),
});
