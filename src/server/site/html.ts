// Escaping for the server-rendered pages: every value a user wrote goes through one of these.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A date like 2031-06-14 as "Saturday, 14 June 2031", the same on every server whatever its locale. */
export function longDate(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

export interface PageHead {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  /** Inline CSS with the response's nonce, or a stylesheet link (the preview frame). */
  css: { inline: string; nonce: string } | { href: string };
  noindex?: boolean;
  /** The page's language and direction (issue 39); English, left to right, when not given. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The same page in the site's other languages, as hreflang links; `x-default` is the address without one. */
  alternates?: { hreflang: string; href: string }[];
}

export function page(head: PageHead, body: string): string {
  const style =
    'inline' in head.css
      ? `<style nonce="${esc(head.css.nonce)}">${head.css.inline}</style>`
      : `<link rel="stylesheet" href="${esc(head.css.href)}">`;
  const image = head.image
    ? `<meta property="og:image" content="${esc(head.image)}"><meta name="twitter:card" content="summary_large_image">`
    : '';
  const alternates = (head.alternates ?? [])
    .map((a) => `<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(a.href)}">`)
    .join('');
  return `<!doctype html><html lang="${esc(head.lang ?? 'en')}"${head.dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(head.title)}</title>
<meta name="description" content="${esc(head.description)}">
${head.noindex ? '<meta name="robots" content="noindex">' : ''}
<meta property="og:type" content="website"><meta property="og:title" content="${esc(head.title)}">
<meta property="og:description" content="${esc(head.description)}"><meta property="og:url" content="${esc(head.url)}">
${image}<link rel="canonical" href="${esc(head.url)}"><link rel="icon" href="/icon.svg" type="image/svg+xml">${alternates}
${style}</head><body>${body}</body></html>`;
}
