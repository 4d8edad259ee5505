import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from '../../../../services/commentsRoutes';

// /api/v1/wedding-day-task-comments/{id}/: one comment on a wedding-day task; its author edits or deletes it.
const weddingDayTaskCommentsRoutes: FastifyPluginAsync = async (app) => commentRoutes(app, 'weddingDayTask');

export default weddingDayTaskCommentsRoutes;
