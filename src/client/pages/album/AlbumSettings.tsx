import { Link } from 'wouter';
import { ALBUM_LIMITS, type Album } from '../../../shared/album';
import type { Wedding } from '../../../shared/weddings';
import { useAlbumSettings } from '../../areas/album/album';
import { Select } from '../../components/controls/Select';
import { weddingPath } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Album.css';

// The album's part of add-ons/album: the secret address and its QR code (SVG, PNG, a printable table card), the
// modes, the size cap, closing uploads and a new address.

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function Address({ album }: { album: Album }) {
  const path = new URL(album.upload_url!).pathname;
  return (
    <div className={row}>
      <img className={css.qr} src={`${path}/qr.svg`} alt="The album’s QR code" width={160} height={160} />
      <div className={`${stack} ${css.addressBlock}`}>
        <span className={css.address} data-testid="album-address">
          {album.upload_url}
        </span>
        <div className={row}>
          <a href={`${path}/qr.svg`} download="album-qr.svg">
            QR code (SVG)
          </a>
          <a href={`${path}/qr.png`} download="album-qr.png">
            QR code (PNG)
          </a>
          <a href={`${path}/card`} target="_blank" rel="noreferrer">
            Printable table card (A6)
          </a>
        </div>
      </div>
    </div>
  );
}

export function AlbumSettings({ wedding }: { wedding: Wedding }) {
  const { album, save, rotate } = useAlbumSettings(wedding);
  if (album.status === 'failed') return <p role="alert">{album.error.message}</p>;
  if (album.status !== 'ready') return null;
  const a = album.data;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="album-title">
      <h2 id="album-title">Guests’ photo album</h2>
      {a.upload_url && a.enabled ? (
        <Address album={a} />
      ) : (
        <p className={muted}>Turn the album on to get its QR code.</p>
      )}
      <p className={muted}>
        {a.counts.pending} waiting, {a.counts.approved} approved, {a.counts.hidden} hidden. {mb(a.used_bytes)} of{' '}
        {a.size_cap_mb} MB used.
      </p>
      <div className={row}>
        <Link href={weddingPath(wedding.slug, 'album')}>Moderate photos</Link>
        <Link href={weddingPath(wedding.slug, 'album/wall')}>Open the live wall</Link>
      </div>
      <fieldset className={`${stack} ${css.settings}`} disabled={save.busy}>
        <legend>Settings</legend>
        <label>
          <input type="checkbox" checked={a.open} onChange={(e) => save.request({ open: e.target.checked })} /> Taking
          photos
        </label>
        <label className={stack}>
          What guests see
          <Select value={a.mode} onChange={(e) => save.request({ mode: e.target.value as Album['mode'] })}>
            <option value="shared">Shared: everyone sees the album</option>
            <option value="drop_box">Drop box: each guest sees only their own photos</option>
          </Select>
        </label>
        <label className={stack}>
          New photos
          <Select
            value={a.moderation}
            onChange={(e) => save.request({ moderation: e.target.value as Album['moderation'] })}
          >
            <option value="approve_first">Wait for our approval</option>
            <option value="publish">Publish at once</option>
          </Select>
        </label>
        <label className={stack}>
          Album size cap (MB)
          <input
            className={css.field}
            type="number"
            min={ALBUM_LIMITS.capMinMb}
            max={ALBUM_LIMITS.capMaxMb}
            defaultValue={a.size_cap_mb}
            onBlur={(e) => {
              const value = Number(e.target.value);
              if (value !== a.size_cap_mb) save.request({ size_cap_mb: value });
            }}
          />
        </label>
      </fieldset>
      <div>
        <button
          type="button"
          className={button.secondary}
          disabled={rotate.busy}
          onClick={() => rotate.request(undefined)}
        >
          Make a new address (old codes stop working)
        </button>
      </div>
    </section>
  );
}
