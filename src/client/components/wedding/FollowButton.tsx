import { useSelector } from '@xstate/react';
import { followLabel, followPressed } from '../../../../machines/followMachine';
import type { Wedding } from '../../../shared/weddings';
import { useWeddingFollow } from '../../areas/weddings/weddings';
import { button } from '../../styles/ui.css';

/** Follow / Requested / Following: optimistic, the latest click wins; afterwards the wedding is reloaded. */
export function FollowButton({ wedding }: { wedding: Wedding }) {
  const follow = useWeddingFollow(wedding);
  const label = useSelector(follow, followLabel);
  const pressed = useSelector(follow, followPressed);
  return (
    <button
      type="button"
      className={pressed ? button.secondary : button.primary}
      aria-pressed={pressed}
      onClick={() => follow.send({ type: 'follow.toggled' })}
    >
      {label}
    </button>
  );
}
