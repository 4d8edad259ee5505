import type { User } from '../../../shared/types';
import * as css from './Avatar.css';

const TONES = Object.keys(css.tones) as (keyof typeof css.tones)[];

/** The same name always gets the same colour. */
export function toneOf(name: string): keyof typeof css.tones {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return TONES[hash % TONES.length]!;
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [...w][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A person's face: their photo, or their initials on a colour of their own. Beside their name it is decoration
 * (`decorative`: no alt, the name says who); alone (a profile page) the photo is named.
 */
export function Avatar({
  user,
  size = 'medium',
  decorative = false,
}: {
  user: Pick<User, 'full_name' | 'image'>;
  size?: 'small' | 'medium' | 'large';
  decorative?: boolean;
}) {
  const sized = size === 'large' ? css.large : size === 'small' ? css.small : '';
  const className = `${css.avatar} ${sized}`;
  if (user.image) {
    return <img className={className} src={user.image} alt={decorative ? '' : user.full_name} data-avatar="photo" />;
  }
  return (
    // The initials are drawn by CSS, not as text: a button that shows an avatar is named by its label alone, and
    // axe's label-content-name-mismatch would count text initials as the button's visible name.
    <span
      className={`${className} ${css.tones[toneOf(user.full_name)]}`}
      aria-hidden="true"
      data-avatar="initials"
      data-initials={initialsOf(user.full_name)}
    />
  );
}
