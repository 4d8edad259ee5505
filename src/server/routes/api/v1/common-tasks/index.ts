import type { FastifyPluginAsync } from 'fastify';
import { offsetPaging } from '../../../../lib/paging';
import { COMMON_TASKS_PAGE, commonTasks } from '../../../../services/templates';

// /api/v1/common-tasks/: every template task, to drop onto a board one at a time. Reference data for anyone signed in.
const commonTasksRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { config: { permission: 'authenticated' } }, async (request) =>
    offsetPaging(request, COMMON_TASKS_PAGE).slice(commonTasks()),
  );
};

export default commonTasksRoutes;
