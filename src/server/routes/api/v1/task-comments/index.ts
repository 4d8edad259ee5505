import type { FastifyPluginAsync } from 'fastify';
import { oneCommentRoutes } from '../../../../lib/commentRoutes';

// /api/v1/task-comments/{id}/: one comment on a task. The thread is /tasks/{id}/comments/.
const taskCommentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(oneCommentRoutes, { kind: 'task' });
};

export default taskCommentsRoutes;
