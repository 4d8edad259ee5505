import { outOfTimeOrder, type WeddingDayTask } from '../../../shared/planning';
import { useDayCommands } from '../../areas/planning/runOfShow';
import { button } from '../../styles/ui.css';
import * as css from './TimeOrderWarning.css';
import { usePlanning } from './usePlanning';

/**
 * The run-of-show keeps time (new times are placed by the server), but a drag or ↑/↓ may still put a later time
 * first: that is allowed, and said plainly, with the way back to time order.
 */
export function TimeOrderWarning({ items }: { items: WeddingDayTask[] }) {
  const { wedding } = usePlanning();
  const commands = useDayCommands();
  const clash = outOfTimeOrder(items);
  if (!clash) return null;
  return (
    <div className={css.warning} role="status" data-testid="time-order-warning">
      <p>
        {`Out of time order: “${clash.later.title}” (${clash.later.time}) comes before “${clash.earlier.title}” (${clash.earlier.time}).`}
      </p>
      <button type="button" className={button.secondary} onClick={() => void commands.sortByTime(wedding.id)}>
        Put in time order
      </button>
    </div>
  );
}
