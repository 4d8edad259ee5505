import { and, eq, isNull } from 'drizzle-orm';
import { type PageTarget, pageTarget } from '../../shared/pageRoutes';
import type { Db } from '../db/client';
import { posts, users } from '../db/schema';
import { isUuid } from '../lib/uuid';
import { findWedding } from './weddings';

// Whether a page address names something: the status the SPA fallback answers with. A page's HTML is the same for
// everyone (the token lives in the browser), so this asks only whether the thing exists, never whether the caller
// may see it: the page says that itself, as the API does.

async function exists(db: Db, target: PageTarget): Promise<boolean> {
  switch (target.kind) {
    case 'page':
      return true;
    case 'wedding':
      return (await findWedding(db, target.slug)) !== undefined;
    case 'post': {
      const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, target.id)).limit(1);
      return row !== undefined;
    }
    case 'person': {
      const handle = target.handle.toLowerCase();
      const key = isUuid(handle) ? eq(users.id, handle) : eq(users.slug, handle);
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(key, isNull(users.deletedAt)))
        .limit(1);
      return row !== undefined;
    }
  }
}

/**
 * 200 when the address is one of the client's pages and what it names exists, otherwise 404. When the database
 * cannot answer, the server cannot tell, so the page is served as found: the app then says what it can.
 */
export async function pageStatus(db: Db, urlPath: string): Promise<200 | 404> {
  const target = pageTarget(urlPath);
  if (!target) return 404;
  try {
    return (await exists(db, target)) ? 200 : 404;
  } catch {
    return 200;
  }
}
