import { Link } from 'wouter';
import type { TextPart } from '../../../shared/socialTypes';
import * as s from './Social.css';

/** Text as elements: only the server's http(s) links become links; nothing in the text is markup. */
export function RichText({ parts }: { parts: TextPart[] }) {
  return (
    <p className={s.postText}>
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : part.kind === 'mention' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Link key={i} href={`/${part.slug}`}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
