import type { Album, AlbumPhoto, AlbumSettingsBody, AlbumWall } from '../../../shared/album';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

const album = (wedding: string, rest = '') => `/api/v1/accounts/${encodeURIComponent(wedding)}/album/${rest}`;

// The guests' photo album (issue 36), one function per call.
function createAlbumApi(http: Http) {
  return {
    album: (wedding: string) => http<Album>(album(wedding)),
    update: (wedding: string, body: AlbumSettingsBody) => http<Album>(album(wedding), { method: 'PATCH', body }),
    rotate: (wedding: string) => http<Album>(album(wedding, 'rotate/'), { method: 'POST', body: {} }),
    photos: (wedding: string) => http<Page<AlbumPhoto>>(album(wedding, 'photos/')),
    setStatus: (wedding: string, photo: string, status: 'approved' | 'hidden') =>
      http<AlbumPhoto>(album(wedding, `photos/${photo}/`), { method: 'PATCH', body: { status } }),
    remove: (wedding: string, photo: string) => http<void>(album(wedding, `photos/${photo}/`), { method: 'DELETE' }),
    toGallery: (wedding: string, photo: string) =>
      http<AlbumPhoto>(album(wedding, `photos/${photo}/gallery/`), { method: 'POST', body: {} }),
    /** The ZIP, streamed by the server; `photos` picks a selection. */
    download: (wedding: string, photos?: string[]) =>
      http<Blob>(album(wedding, `download/${photos?.length ? `?photos=${photos.join(',')}` : ''}`), {
        responseType: 'blob',
      }),
    wall: (wedding: string) => http<AlbumWall>(album(wedding, 'wall/')),
  };
}

export type AlbumApi = ReturnType<typeof createAlbumApi>;

export const albumApi = part('album', createAlbumApi);
