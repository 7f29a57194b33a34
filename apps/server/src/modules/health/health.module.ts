import { defineModule } from '../../lib/module';
import { healthRoutes } from './health.routes';

export default defineModule({
  name: 'health',
  setup: (ctx) => ({ routes: healthRoutes(ctx.database) }),
});
