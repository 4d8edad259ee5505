import { useState } from 'react';
import { shareText } from '../../lib/links';

// Spec section 2, Share dialog: the channels, and the share text with its hashtags.
export const SHARE_HASHTAGS = ['wedding', 'planning', 'family'] as const;
export const SHARE_CHANNELS = ['WhatsApp', 'Twitter', 'Email', 'Facebook', 'LinkedIn'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const shareTags = SHARE_HASHTAGS.map((t) => `#${t}`).join(' ');

/** Where each channel's share button goes, carrying the text, the address and the hashtags. */
export function shareLinks(url: string): Record<ShareChannel, string> {
  const e = encodeURIComponent;
  const full = `${shareText} ${url} ${shareTags}`;
  return {
    WhatsApp: `https://wa.me/?text=${e(full)}`,
    Twitter: `https://twitter.com/intent/tweet?text=${e(shareText)}&url=${e(url)}&hashtags=${SHARE_HASHTAGS.join(',')}`,
    Email: `mailto:?subject=${e(shareText)}&body=${e(full)}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}&quote=${e(`${shareText} ${shareTags}`)}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}`,
  };
}

/** Copies an address to the clipboard; `said` is what happened, for a status line. */
export function useCopyLink(url: string) {
  const [said, setSaid] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setSaid('Link copied.'),
      // Without clipboard access the address stays selectable in the field.
      () => setSaid('Could not copy. Select the address and copy it.'),
    );
  return { said, copy };
}
