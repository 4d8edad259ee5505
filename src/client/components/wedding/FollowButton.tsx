import type { Wedding } from '../../../shared/weddings';
import { useWeddingFollow } from '../../areas/weddings/weddings';
import { button } from '../../styles/ui.css';

/** Follow / Requested / Following: optimistic, the latest click wins; afterwards the wedding is reloaded. */
export function FollowButton({ wedding }: { wedding: Wedding }) {
  const follow = useWeddingFollow(wedding);
  return (
    <button
      type="button"
      className={follow.pressed ? button.secondary : button.primary}
      aria-pressed={follow.pressed}
      onClick={follow.toggle}
    >
      {follow.label}
    </button>
  );
}
