import { useState } from 'react';
import { Link } from 'wouter';
import type { AlbumPhoto, AlbumPhotoStatus } from '../../../shared/album';
import { useAlbumExtras, useModerationQueue } from '../../areas/album/album';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import * as wcss from '../../components/wedding/Wedding.css';
import { weddingPath } from '../../lib/format';
import { button, muted, row, stack } from '../../styles/ui.css';
import * as css from './Album.css';

// /wedding/{slug}/album (couple): the guests' photos as they arrive, to approve, hide or delete, put in the website's
// gallery, and download as one ZIP (all, or the ones ticked).

const STATUS_LABEL: Record<AlbumPhotoStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  hidden: 'Hidden',
};

function Tile({
  photo,
  busy,
  selected,
  onSelect,
  act,
  toGallery,
}: {
  photo: AlbumPhoto;
  busy: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  act: (verb: 'approve' | 'hide' | 'delete') => void;
  toGallery: () => void;
}) {
  const who = photo.uploader_name || 'A guest';
  return (
    <li className={css.tile} aria-label={`Photo from ${who}`} data-status={photo.status}>
      <img className={css.thumb} src={photo.src} srcSet={photo.srcset} sizes="160px" alt={`Sent by ${who}`} />
      <span>
        {who} · <strong>{STATUS_LABEL[photo.status]}</strong>
      </span>
      <label>
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} /> Select
      </label>
      <div className={row}>
        {photo.status !== 'approved' ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => act('approve')}>
            Approve
          </button>
        ) : null}
        {photo.status !== 'hidden' ? (
          <button type="button" className={button.quiet} disabled={busy} onClick={() => act('hide')}>
            Hide
          </button>
        ) : null}
        <button type="button" className={button.quiet} disabled={busy} onClick={() => act('delete')}>
          Delete
        </button>
        {photo.status === 'approved' && !photo.in_gallery ? (
          <button type="button" className={button.quiet} onClick={toGallery}>
            Add to website gallery
          </button>
        ) : null}
      </div>
    </li>
  );
}

export default function ModerationPage() {
  const wedding = useLoadedWedding();
  const queue = useModerationQueue(wedding);
  const { toGallery, download } = useAlbumExtras(wedding);
  // Which photos are ticked for the ZIP: a selection the server never hears of until the download.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pending = queue.photos.filter((p) => p.status === 'pending').length;
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>Guests’ photos</h1>
      <div className={row}>
        <Link href={weddingPath(wedding.slug, 'add-ons/album')}>Album settings and QR code</Link>
        <Link href={weddingPath(wedding.slug, 'album/wall')}>Open the live wall</Link>
      </div>
      {queue.status === 'failed' ? (
        <p role="alert">
          The photos could not be loaded.{' '}
          <button type="button" className={button.quiet} onClick={queue.retry}>
            Try again
          </button>
        </p>
      ) : null}
      {queue.error ? <p role="alert">{queue.error}</p> : null}
      {queue.status === 'ready' ? (
        <>
          <p className={muted} role="status">
            {queue.photos.length ? `${queue.photos.length} photos, ${pending} waiting for you.` : 'No photos yet.'}
          </p>
          <div className={row}>
            <button
              type="button"
              className={button.secondary}
              disabled={download.busy || !queue.photos.length}
              onClick={() => download.request(undefined)}
            >
              Download the whole album (ZIP)
            </button>
            <button
              type="button"
              className={button.secondary}
              disabled={download.busy || !selected.size}
              onClick={() => download.request([...selected])}
            >
              Download {selected.size} selected
            </button>
          </div>
          <ul className={css.grid} aria-label="Album photos">
            {queue.photos.map((photo) => (
              <Tile
                key={photo.id}
                photo={photo}
                busy={queue.acting?.id === photo.id}
                selected={selected.has(photo.id)}
                onSelect={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(photo.id);
                  else next.delete(photo.id);
                  setSelected(next);
                }}
                act={(verb) => queue.act(photo.id, verb)}
                toGallery={() => toGallery.request(photo.id)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
