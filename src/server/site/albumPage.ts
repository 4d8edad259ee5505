import { ALBUM_LIMITS, ALBUM_TYPES, type AlbumMode, type AlbumPhoto } from '../../shared/album';
import { esc, page } from './html';
import { themeCss } from './themes';

// The page a guest's phone opens from the table's QR code: a plain form that works without JavaScript on a slow
// connection; /album-upload.js (CSP-safe, its own file) adds each file's progress where scripts run.

export interface AlbumPageState {
  weddingName: string;
  url: string;
  nonce: string;
  mode: AlbumMode;
  approveFirst: boolean;
  photos: AlbumPhoto[];
  name?: string;
  added?: number;
  error?: string;
}

const EXTRA_CSS = `
.album-form{display:grid;gap:.75rem}
.album-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:.4rem;padding:0;list-style:none}
.album-grid img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:.4rem;display:block}
.album-grid small{display:block;font-size:.75rem}
.album-progress{list-style:none;padding:0;display:grid;gap:.3rem}
.album-progress progress{width:100%}
input[type=file]{max-width:100%}
.note{font-size:.9rem;opacity:.85}`;

function photoList(photos: AlbumPhoto[], mode: AlbumMode): string {
  if (!photos.length) {
    return `<p class="note">${mode === 'shared' ? 'No photos yet: be the first!' : 'Photos you send from this phone show here.'}</p>`;
  }
  return `<ul class="album-grid" aria-label="${mode === 'shared' ? 'The album' : 'Your photos'}">${photos
    .map(
      (p) =>
        `<li><img src="${esc(p.src)}" srcset="${esc(p.srcset)}" sizes="120px" width="${p.width}" height="${p.height}" alt="${esc(
          p.uploader_name ? `Photo from ${p.uploader_name}` : 'A guest’s photo',
        )}" loading="lazy">${p.status === 'pending' ? '<small>Waiting for the couple</small>' : ''}</li>`,
    )
    .join('')}</ul>`;
}

export function renderAlbumPage(s: AlbumPageState): string {
  const result = s.error
    ? `<p class="error" role="alert">${esc(s.error)}</p>`
    : s.added
      ? `<p class="notice" role="status">Thank you! ${s.added === 1 ? 'Your photo was' : `Your ${s.added} photos were`} added${
          s.approveFirst ? ' and will show once the couple approves them' : ''
        }.</p>`
      : '';
  const body = `<main class="wrap"><h1>${esc(s.weddingName)}</h1>
<p>Share your photos with the couple: no app, no account.</p>
${result}
<form class="album-form card" method="post" action="${esc(s.url)}" enctype="multipart/form-data" data-album-upload>
<label>Your photos <input type="file" name="photos" accept="${ALBUM_TYPES.join(',')}" multiple required></label>
<p class="note">JPEG, PNG or WebP, up to 20 MB each, ${ALBUM_LIMITS.photosPerRequest} at a time.</p>
<label>Your name (optional) <input name="name" maxlength="${ALBUM_LIMITS.uploaderName}" autocomplete="name" value="${esc(s.name ?? '')}"></label>
<button type="submit">Send photos</button>
<ul class="album-progress" aria-live="polite" data-album-progress></ul>
</form>
<h2>${s.mode === 'shared' ? 'The album' : 'Your photos'}</h2>
${photoList(s.photos, s.mode)}
</main><script src="/album-upload.js" defer></script>`;
  return page(
    {
      title: `${s.weddingName}: share your photos`,
      description: 'Share your photos of the day with the couple.',
      url: s.url,
      css: { inline: `${themeCss('classic')}${EXTRA_CSS}`, nonce: s.nonce },
      noindex: true,
    },
    body,
  );
}

/** A refusal that is the whole page: an unknown, rotated or closed address. */
export function renderAlbumGone(message: string, url: string, nonce: string): string {
  return page(
    {
      title: 'Photo album',
      description: message,
      url,
      css: { inline: themeCss('classic'), nonce },
      noindex: true,
    },
    `<main class="wrap"><h1>Photo album</h1><p role="alert">${esc(message)}</p></main>`,
  );
}

/** The printable table card: A6, the couple's names, the QR code and the address written out. */
export function renderAlbumCard(s: { weddingName: string; url: string; qrSvg: string; nonce: string }): string {
  const css = `@page{size:A6;margin:8mm}
body{margin:0;font-family:Georgia,serif;color:#222}
.card6{width:105mm;height:148mm;box-sizing:border-box;padding:8mm;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;gap:4mm;margin:auto}
.card6 h1{font-size:16pt;margin:0}.card6 p{margin:0;font-size:10pt}
.card6 svg{width:62mm;height:62mm}.card6 .addr{font-family:monospace;font-size:6.5pt;word-break:break-all}`;
  return page(
    {
      title: `${s.weddingName}: table card`,
      description: 'Scan to share your photos.',
      url: s.url,
      css: { inline: css, nonce: s.nonce },
      noindex: true,
    },
    `<main class="card6"><h1>${esc(s.weddingName)}</h1><p>Share your photos of today with us</p>${s.qrSvg}
<p>Scan with your phone’s camera: no app, no account.</p><p class="addr">${esc(s.url)}</p></main>`,
  );
}
