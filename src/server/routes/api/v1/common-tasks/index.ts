import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offsetPaging } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { COMMON_TASKS_PAGE, commonTasks } from '../../../../services/templates';

// /api/v1/common-tasks/: every template task, to drop onto a board one at a time. Reference data for anyone signed in.
const commonTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { permission: 'authenticated' }, schema: { response: { 200: listOf(someObject()) } } },
    async (request) => offsetPaging(request, COMMON_TASKS_PAGE).slice(commonTasks()),
  );
};

export default commonTasksRoutes;
