import { useState } from 'react';
import { Link } from 'wouter';
import type { AlbumPhoto, AlbumPhotoStatus } from '../../../shared/album';
import { useAlbumExtras, useModerationQueue } from '../../areas/album/moderation';
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
  const { list } = queue;
  const { toGallery, download, post } = useAlbumExtras(wedding);
  // Which photos are ticked for the ZIP or a post: a selection the server never hears of until then.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [postText, setPostText] = useState('');
  const approvedSelected = queue.photos.filter((p) => selected.has(p.id) && p.status === 'approved').map((p) => p.id);
  const postable = approvedSelected.length > 0 && approvedSelected.length <= POST_PHOTOS;
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>Guests’ photos</h1>
      <div className={row}>
        <Link href={weddingPath(wedding.slug, 'add-ons/album')}>Album settings and QR code</Link>
        <Link href={weddingPath(wedding.slug, 'album/wall')}>Open the live wall</Link>
      </div>
      {list.status === 'failed' ? (
        <p role="alert">
          The photos could not be loaded.{' '}
          <button type="button" className={button.quiet} onClick={list.retry}>
            Try again
          </button>
        </p>
      ) : null}
      {queue.error ? <p role="alert">{queue.error}</p> : null}
      {list.status === 'ready' ? (
        <>
          <p className={muted} role="status">
            {queue.count ? `${queue.count} photos, ${queue.waiting} waiting for you.` : 'No photos yet.'}
          </p>
          <div className={row}>
            <button
              type="button"
              className={button.secondary}
              disabled={download.busy || !queue.count}
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
          <form
            className={row}
            aria-label="Post to the wedding’s page"
            onSubmit={(e) => {
              e.preventDefault();
              post.request({ photos: approvedSelected, text: postText, audience: 'followers' });
            }}
          >
            <label>
              Words for the post (optional){' '}
              <input value={postText} maxLength={5000} onChange={(e) => setPostText(e.target.value)} />
            </label>
            <button type="submit" className={button.secondary} disabled={post.busy || !postable}>
              Post {approvedSelected.length} approved to the wedding’s page
            </button>
            {approvedSelected.length > POST_PHOTOS ? (
              <span className={muted}>A post takes at most {POST_PHOTOS} photos.</span>
            ) : null}
          </form>
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
          {list.hasMore ? (
            <button type="button" className={button.secondary} disabled={list.loadingMore} onClick={list.more}>
              Show more photos
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A post's most photos (SOCIAL_LIMITS.photos). */
const POST_PHOTOS = 10;
