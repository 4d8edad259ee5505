import type { QueueConflict } from '../../../../machines/offlineQueueMachine';
import { useOfflineState } from '../../areas/offline/offlineQueue';
import type { OfflineQueueRef } from '../../areas/offline/offlineQueuePart';
import { clockOf, plural } from '../../lib/format';
import { useKeptOnDevice } from '../../lib/pwa';
import { button, row, srOnly } from '../../styles/ui.css';
import * as css from './OfflineBanner.css';

// Issue 37: with no signal the app says so, and what it shows: "Offline since 14:02: showing what you had". Changes
// made meanwhile wait on the device; a change someone else overtook is shown with both versions before it goes.

const FIELDS: Record<string, string> = {
  time: 'Time',
  title: 'What happens',
  place: 'Where',
  notes: 'Note',
  done: 'Done',
};

const shown = (value: unknown): string => {
  if (value === true) return 'Done';
  if (value === false) return 'Not done';
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
};

function Conflict({ queue, conflict }: { queue: OfflineQueueRef; conflict: QueueConflict }) {
  const fields = Object.keys(conflict.change.body).filter((field) => field in FIELDS);
  const title = typeof conflict.theirs?.title === 'string' ? `“${conflict.theirs.title}”` : 'This item';
  return (
    <section className={css.conflict} role="alert" aria-label="A change made offline" data-testid="offline-conflict">
      <p>
        {title} was changed by someone else while you were offline. Your change ({conflict.change.label}) was not sent.
      </p>
      <table className={css.versions}>
        <thead>
          <tr>
            <th className={css.cell} scope="col">
              <span className={srOnly}>Field</span>
            </th>
            <th className={css.cell} scope="col">
              Yours
            </th>
            <th className={css.cell} scope="col">
              Theirs
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th className={css.cell} scope="row">
                {FIELDS[field]}
              </th>
              <td className={css.cell} data-testid={`mine-${field}`}>
                {shown(conflict.change.body[field])}
              </td>
              <td className={css.cell} data-testid={`theirs-${field}`}>
                {shown(conflict.theirs?.[field])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={row}>
        <button type="button" className={button.primary} onClick={() => queue.send({ type: 'conflict.keepMine' })}>
          Keep mine
        </button>
        <button type="button" className={button.secondary} onClick={() => queue.send({ type: 'conflict.takeTheirs' })}>
          Take theirs
        </button>
      </div>
    </section>
  );
}

export function OfflineBanner() {
  useKeptOnDevice();
  const { queue, offlineSince, showingCopies, waiting, sending, conflict } = useOfflineState();
  const changes = waiting ? ` ${plural(waiting, 'change')} will be sent when you are back online.` : '';
  return (
    <>
      {offlineSince !== null ? (
        <p className={css.banner} role="status" data-testid="offline-banner">
          Offline since {clockOf(offlineSince)}
          {showingCopies ? ': showing what you had.' : '.'}
          {changes}
        </p>
      ) : sending ? (
        <p className={css.banner} role="status" data-testid="offline-banner">
          Back online: sending {plural(waiting, 'change')} made offline…
        </p>
      ) : null}
      {conflict ? <Conflict queue={queue} conflict={conflict} /> : null}
    </>
  );
}
