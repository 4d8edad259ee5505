import { Link } from 'wouter';
import { ownWedding, useMyWeddings } from '../../areas/weddings/myWeddings';
import { weddingPath } from '../../lib/format';
import * as css from './Wedding.css';

/** Spec section 2: the profile menu shows the user's own wedding cover when they are one of its couple (G or B). */
export function ProfileWeddingCover({ onNavigate }: { onNavigate: () => void }) {
  const { weddings } = useMyWeddings();
  const own = ownWedding(weddings);
  if (!own) return null;
  const cover = own.site_cover_cache_img ?? own.site_cover_img;
  return (
    <li>
      <Link className={css.profileCover} href={weddingPath(own.slug)} onClick={onNavigate}>
        {cover ? (
          <img className={css.profileCoverImage} src={cover} alt={`Cover of ${own.name}`} />
        ) : (
          <span className={css.profileCoverImage} aria-hidden="true" />
        )}
        <span>{own.name}</span>
      </Link>
    </li>
  );
}
