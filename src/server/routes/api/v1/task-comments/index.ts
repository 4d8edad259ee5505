import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from '../../../../services/commentsRoutes';

// /api/v1/task-comments/{id}/: one comment on a task; its author edits or deletes it.
const taskCommentsRoutes: FastifyPluginAsync = async (app) => commentRoutes(app, 'task');

export default taskCommentsRoutes;
