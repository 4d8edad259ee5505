import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, PROFILE_PHOTO_MAX_BYTES } from '../shared/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail';
import { createMediaStore } from './media/createStore';
import { mediaService } from './media/staging';
import type { MediaStore } from './media/store';
import access from './plugins/access';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errors from './plugins/errors';
import input from './plugins/input';
import lifecycle from './plugins/lifecycle';
import oidc from './plugins/oidc';
import realtime from './plugins/realtime';
import schemas from './plugins/schemas';
import security from './plugins/security';
import spa from './plugins/spa';
import albumRoutes from './routes/album';
import accountEventsRoutes from './routes/api/v1/account-events/index';
import accountInvitesRoutes from './routes/api/v1/account-invites/index';
import accountMembersRoutes from './routes/api/v1/account-members/index';
import accountPaymentsRoutes from './routes/api/v1/account-payments/index';
import accountSectionsRoutes from './routes/api/v1/account-sections/index';
import accountTransactionsRoutes from './routes/api/v1/account-transactions/index';
import accountUserListsRoutes from './routes/api/v1/account-user-lists/index';
import accountVendorsRoutes from './routes/api/v1/account-vendors/index';
import accountsRoutes from './routes/api/v1/accounts/index';
import citiesRoutes from './routes/api/v1/cities/index';
import clientConfigRoutes from './routes/api/v1/client-config/index';
import commonTasksRoutes from './routes/api/v1/common-tasks/index';
import countriesRoutes from './routes/api/v1/countries/index';
import currenciesRoutes from './routes/api/v1/currencies/index';
import expenseTypesRoutes from './routes/api/v1/expense-types/index';
import exploreRoutes from './routes/api/v1/explore/index';
import giftsRoutes from './routes/api/v1/gifts/index';
import guestEventRoutes from './routes/api/v1/guest-events/index';
import historyEntriesRoutes from './routes/api/v1/history-entries/index';
import householdsRoutes from './routes/api/v1/households/index';
import likesRoutes from './routes/api/v1/likes/index';
import listsRoutes from './routes/api/v1/lists/index';
import moneyAccountsRoutes from './routes/api/v1/money-accounts/index';
import notificationsRoutes from './routes/api/v1/notifications/index';
import postCommentsRoutes from './routes/api/v1/post-comments/index';
import postsRoutes from './routes/api/v1/posts/index';
import rsvpRoutes from './routes/api/v1/rsvp/index';
import runSheetRoutes from './routes/api/v1/run-sheet/index';
import runSheetLinksRoutes from './routes/api/v1/run-sheet-links/index';
import searchRoutes from './routes/api/v1/search/index';
import seatingRulesRoutes from './routes/api/v1/seating-rules/index';
import seatingTablesRoutes from './routes/api/v1/seating-tables/index';
import subscribersRoutes from './routes/api/v1/subscribers/index';
import taskCommentsRoutes from './routes/api/v1/task-comments/index';
import tasksRoutes from './routes/api/v1/tasks/index';
import templatesRoutes from './routes/api/v1/templates/index';
import threadsRoutes from './routes/api/v1/threads/index';
import usersRoutes from './routes/api/v1/users/index';
import vendorRoutes from './routes/api/v1/vendor/index';
import weddingDayTaskCommentsRoutes from './routes/api/v1/wedding-day-task-comments/index';
import weddingDayTasksRoutes from './routes/api/v1/wedding-day-tasks/index';
import convertRoutes from './routes/auth/convert';
import authRoutes from './routes/auth/index';
import tokenProxyRoutes from './routes/auth/tokenProxy';
import healthz from './routes/healthz';
import mediaRoutes from './routes/media';
import profileRoutes from './routes/profile';
import readyz from './routes/readyz';
import rsvpFindRoutes from './routes/rsvpFind';
import shortLinkRoutes from './routes/shortLinks';
import siteRoutes from './routes/site';
import { setImageWorkers } from './services/album/images';
import './types';
import { redactedRequest } from './lib/redact';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Where images go; by default the one `config.media` names, made (and closed) by the app. */
  media?: MediaStore;
  logger?: boolean | object;
  /** Sees every route as it registers, before any plugin: the authorization matrix test collects them so. */
  onRoute?: onRouteHookHandler;
}

export async function buildApp({
  config,
  database,
  mailer,
  media,
  logger = false,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger is asked for, its request lines carry the redacted URL.
    logger:
      logger === false
        ? false
        : { level: config.logLevel, ...(logger === true ? {} : logger), serializers: { req: redactedRequest } },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest the server (Fastify's types take it only as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  const store = media ?? createMediaStore(config.media);
  await store.open();
  if (!media) app.addHook('onClose', async () => store.close());
  app.decorate(
    'media',
    mediaService(database.db, store, (error) => app.log.error({ err: error }, 'the media store refused a write')),
  );

  setImageWorkers(config.imageWorkers);
  await app.register(errors);
  await app.register(security);
  // JSON and HTML made per request; built assets come precompressed from the SPA plugin and are left alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(input);
  await app.register(auth);
  await app.register(access);
  // After auth and access: a body is validated only for a caller the route lets through (plugins/schemas.ts).
  await app.register(schemas);
  // Before the routes: the document is made from each route as it registers.
  await app.register(docs);
  await app.register(lifecycle);
  await app.register(realtime);

  await app.register(healthz);
  await app.register(readyz);
  await app.register(mediaRoutes);
  await app.register(oidc);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(convertRoutes, { prefix: '/auth' });
  await app.register(tokenProxyRoutes, { prefix: '/auth' });
  await app.register(profileRoutes);
  await app.register(usersRoutes, { prefix: '/api/v1/users' });
  await app.register(clientConfigRoutes, { prefix: '/api/v1/client-config' });
  await app.register(notificationsRoutes, { prefix: '/api/v1/notifications' });
  await app.register(threadsRoutes, { prefix: '/api/v1/threads' });
  await app.register(accountsRoutes, { prefix: '/api/v1/accounts' });
  await app.register(accountInvitesRoutes, { prefix: '/api/v1/account-invites' });
  await app.register(accountMembersRoutes, { prefix: '/api/v1/account-members' });
  await app.register(historyEntriesRoutes, { prefix: '/api/v1/history-entries' });
  await app.register(accountSectionsRoutes, { prefix: '/api/v1/account-sections' });
  await app.register(accountEventsRoutes, { prefix: '/api/v1/account-events' });
  await app.register(tasksRoutes, { prefix: '/api/v1/tasks' });
  await app.register(weddingDayTasksRoutes, { prefix: '/api/v1/wedding-day-tasks' });
  await app.register(taskCommentsRoutes, { prefix: '/api/v1/task-comments' });
  await app.register(weddingDayTaskCommentsRoutes, { prefix: '/api/v1/wedding-day-task-comments' });
  await app.register(postsRoutes, { prefix: '/api/v1/posts' });
  await app.register(postCommentsRoutes, { prefix: '/api/v1/post-comments' });
  await app.register(likesRoutes, { prefix: '/api/v1/likes' });
  await app.register(subscribersRoutes, { prefix: '/api/v1/subscribers' });
  await app.register(exploreRoutes, { prefix: '/api/v1/explore' });
  await app.register(searchRoutes, { prefix: '/api/v1/search' });
  await app.register(listsRoutes, { prefix: '/api/v1/lists' });
  await app.register(accountUserListsRoutes, { prefix: '/api/v1/account-user-lists' });
  await app.register(commonTasksRoutes, { prefix: '/api/v1/common-tasks' });
  await app.register(templatesRoutes, { prefix: '/api/v1/templates' });
  await app.register(accountTransactionsRoutes, { prefix: '/api/v1/account-transactions' });
  await app.register(moneyAccountsRoutes, { prefix: '/api/v1/money-accounts' });
  await app.register(expenseTypesRoutes, { prefix: '/api/v1/expense-types' });
  await app.register(accountPaymentsRoutes, { prefix: '/api/v1/account-payments' });
  await app.register(currenciesRoutes, { prefix: '/api/v1/currencies' });
  await app.register(countriesRoutes, { prefix: '/api/v1/countries' });
  await app.register(citiesRoutes, { prefix: '/api/v1/cities' });

  await app.register(householdsRoutes, { prefix: '/api/v1/households' });
  await app.register(giftsRoutes, { prefix: '/api/v1/gifts' });
  await app.register(guestEventRoutes, { prefix: '/api/v1/guest-events' });
  await app.register(seatingTablesRoutes, { prefix: '/api/v1/seating-tables' });
  await app.register(seatingRulesRoutes, { prefix: '/api/v1/seating-rules' });
  await app.register(rsvpRoutes, { prefix: '/api/v1/rsvp' });
  await app.register(runSheetRoutes, { prefix: '/api/v1/run-sheet' });
  await app.register(runSheetLinksRoutes, { prefix: '/api/v1/run-sheet-links' });
  await app.register(siteRoutes);
  await app.register(shortLinkRoutes);
  await app.register(rsvpFindRoutes);
  await app.register(albumRoutes);

  await app.register(accountVendorsRoutes, { prefix: '/api/v1/account-vendors' });
  await app.register(vendorRoutes, { prefix: '/api/v1/vendor' });
  await app.register(spa);
  return app;
}
