import type { TextPart } from './socialTypes';

// A post's or comment's text as parts: plain text, http(s) links and @handle mentions. Clients render parts as
// elements (never as HTML), so only http and https links become clickable and nothing in the text is markup.

const TOKEN = /(https?:\/\/[^\s<>"']+)|(^|[^\w@])@([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)/gi;
// Punctuation that ends a sentence more often than a URL.
const TRAILING = /[.,;:!?)\]}]+$/;

export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (match[1]) {
      const href = match[1].replace(TRAILING, '');
      push({ kind: 'text', text: text.slice(last, at) });
      push({ kind: 'link', text: href, href });
      last = at + href.length;
    } else {
      const lead = match[2] ?? '';
      const slug = (match[3] ?? '').toLowerCase();
      push({ kind: 'text', text: text.slice(last, at + lead.length) });
      push({ kind: 'mention', text: `@${match[3]}`, slug });
      last = at + lead.length + 1 + (match[3]?.length ?? 0);
    }
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The handles a text mentions, once each. */
export function mentionedSlugs(text: string): string[] {
  return [...new Set(textParts(text).flatMap((p) => (p.kind === 'mention' ? [p.slug] : [])))];
}
