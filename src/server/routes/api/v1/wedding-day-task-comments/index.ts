import type { FastifyPluginAsync } from 'fastify';
import { oneCommentRoutes } from '../../../../lib/commentRoutes';

// /api/v1/wedding-day-task-comments/{id}/: one comment on a wedding-day task. The thread is
// /wedding-day-tasks/{id}/comments/.
const weddingDayTaskCommentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(oneCommentRoutes, { kind: 'weddingDayTask' });
};

export default weddingDayTaskCommentsRoutes;
