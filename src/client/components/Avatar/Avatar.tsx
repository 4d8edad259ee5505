import type { User } from '../../../shared/types';
import * as css from './Avatar.css';

export function Avatar({
  user,
  size = 'small',
}: {
  user: Pick<User, 'full_name' | 'image'>;
  size?: 'small' | 'large';
}) {
  const className = size === 'large' ? `${css.avatar} ${css.large}` : css.avatar;
  if (user.image) return <img className={className} src={user.image} alt={user.full_name} />;
  const initials = user.full_name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    // The initials are drawn by CSS, not as text: a button that shows an avatar is named by its label alone, and
    // axe's label-content-name-mismatch would count text initials as the button's visible name.
    <span className={className} aria-hidden="true" data-initials={initials} />
  );
}
