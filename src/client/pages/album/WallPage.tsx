import { Link } from 'wouter';
import { useAlbumWall } from '../../areas/album/album';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { weddingPath } from '../../lib/format';
import { srOnly } from '../../styles/ui.css';
import * as css from './Album.css';

// /wedding/{slug}/album/wall: the room's projector. Approved photos one after another, a new one next within a
// slide, the QR code in a corner so the room can join; it keeps playing through a dropped connection.

export default function WallPage() {
  const wedding = useLoadedWedding();
  const wall = useAlbumWall(wedding);
  const qr = wall.info?.token ? `/album/${wall.info.token}/qr.svg` : null;
  return (
    <section className={css.wall} aria-labelledby="album-wall-title" data-testid="album-wall">
      <h1 id="album-wall-title" className={srOnly}>
        Live wall
      </h1>
      <div className={css.wallTop}>
        <Link className={css.wallButton} href={weddingPath(wedding.slug, 'album')}>
          Leave the wall
        </Link>
        <button
          type="button"
          className={css.wallButton}
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          Full screen
        </button>
      </div>
      {wall.failed ? (
        <p className={css.empty} role="alert">
          The wall could not load. It tries again by itself.{' '}
          <button type="button" className={css.wallButton} onClick={wall.retry}>
            Try now
          </button>
        </p>
      ) : wall.photo ? (
        <img
          key={wall.photo.id}
          className={css.slide}
          src={wall.photo.src}
          srcSet={wall.photo.srcset}
          sizes="100vw"
          alt={wall.photo.uploader_name ? `Sent by ${wall.photo.uploader_name}` : 'Sent by a guest'}
          data-photo={wall.photo.id}
        />
      ) : (
        <p className={css.empty}>{wall.info ? 'Scan the code to share your photos of the day.' : 'Loading…'}</p>
      )}
      {qr ? (
        <figure className={css.corner}>
          <img className={css.cornerQr} src={qr} alt="QR code to share your photos" width={150} height={150} />
          <figcaption>Share your photos</figcaption>
        </figure>
      ) : null}
      <p className={css.wallStatus} role="status">
        {wall.online ? `${wall.count} photos` : 'Offline: still showing the photos, catching up when back.'}
      </p>
    </section>
  );
}
