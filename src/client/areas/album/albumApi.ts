import type { Album, AlbumPhoto, AlbumSettingsBody, AlbumWall } from '../../../shared/album';
import type { PostAudience } from '../../../shared/socialTypes';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

/** The moderation list's page: `waiting` counts the album's photos waiting for the couple. */
export type AlbumPhotosPage = Page<AlbumPhoto> & { waiting: number };

/**
 * A page link as a path on this origin, as http/paging.ts's `pathOf` does. Not imported from there: one more user of
 * that module moved it into the chunk every page loads (the sign-up page went over its JS ceiling).
 */
const pathOf = (link: string) => {
  const url = new URL(link, 'http://link.invalid');
  return `${url.pathname}${url.search}`;
};

const album = (wedding: string, rest = '') => `/api/v1/accounts/${encodeURIComponent(wedding)}/album/${rest}`;

// The guests' photo album (issue 36), one function per call.
function createAlbumApi(http: Http) {
  return {
    album: (wedding: string) => http<Album>(album(wedding)),
    update: (wedding: string, body: AlbumSettingsBody) => http<Album>(album(wedding), { method: 'PATCH', body }),
    rotate: (wedding: string) => http<Album>(album(wedding, 'rotate/'), { method: 'POST', body: {} }),
    /** The moderation list's newest page, with how many photos wait in the whole album; older ones by `next`. */
    photos: (wedding: string, signal?: AbortSignal) => http<AlbumPhotosPage>(album(wedding, 'photos/'), { signal }),
    page: (link: string, signal?: AbortSignal) => http<AlbumPhotosPage>(pathOf(link), { signal }),
    setStatus: (wedding: string, photo: string, status: 'approved' | 'hidden') =>
      http<AlbumPhoto>(album(wedding, `photos/${photo}/`), { method: 'PATCH', body: { status } }),
    remove: (wedding: string, photo: string) => http<void>(album(wedding, `photos/${photo}/`), { method: 'DELETE' }),
    toGallery: (wedding: string, photo: string) =>
      http<AlbumPhoto>(album(wedding, `photos/${photo}/gallery/`), { method: 'POST', body: {} }),
    /** A link to the ZIP good for a few minutes, which the browser opens to stream it to disk; `photos` picks some. */
    downloadLink: (wedding: string, photos?: string[]) =>
      http<{ url: string; expires_at: string; photos: number }>(album(wedding, 'download/link/'), {
        method: 'POST',
        body: photos ? { photos } : {},
      }),
    /** Approved photos as a post on the wedding's page. */
    post: (wedding: string, body: { photos: string[]; text: string; audience: PostAudience }) =>
      http<{ id: string }>(album(wedding, 'post/'), { method: 'POST', body }),
    wall: (wedding: string) => http<AlbumWall>(album(wedding, 'wall/')),
  };
}

export type AlbumApi = ReturnType<typeof createAlbumApi>;

export const albumApi = part('album', createAlbumApi);
