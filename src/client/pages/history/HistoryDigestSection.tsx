import { type DigestFrequency, useHistoryDigest } from '../../areas/history/history';
import { Select } from '../../components/controls/Select';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { card, muted, stack } from '../../styles/ui.css';

const CHOICES: ReadonlyArray<[DigestFrequency, string]> = [
  ['off', 'Never'],
  ['daily', 'Every day'],
  ['weekly', 'Every week (Mondays)'],
];

/** On /update-settings: the mail of what changed in one's weddings, off unless chosen. */
export function HistoryDigestSection() {
  const { loaded, frequency, save } = useHistoryDigest();
  return (
    <section className={`${card} ${stack}`} aria-labelledby="history-digest-title">
      <h2 id="history-digest-title">What changed in your weddings</h2>
      {loaded.status === 'failed' ? <LoadFailed load={loaded} /> : null}
      {frequency ? (
        <label>
          Mail me a summary{' '}
          <Select
            value={frequency}
            disabled={save.busy}
            onChange={(e) => save.request(e.currentTarget.value as DigestFrequency)}
          >
            {CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      <p className={muted}>
        Every change others made to the weddings you help plan, in words, sent at 07:00 UTC when there is something new.
      </p>
    </section>
  );
}
