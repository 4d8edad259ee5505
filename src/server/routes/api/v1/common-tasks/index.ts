import type { FastifyPluginAsync } from 'fastify';
import { listOf } from '../../../../lib/paging';
import { commonTasks } from '../../../../services/templates';

// /api/v1/common-tasks/: every template task, to drop onto a board one at a time. Reference data for anyone signed in.
const commonTasksRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { config: { permission: 'authenticated' } }, async () => listOf(commonTasks()));
};

export default commonTasksRoutes;
