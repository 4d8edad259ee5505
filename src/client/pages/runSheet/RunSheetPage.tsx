import MapPin from 'lucide-react/icons/map-pin';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import type { ItemChange } from '../../../../machines/runSheetMachine';
import { relativeTime } from '../../../shared/relativeTime';
import type { RunSheet, RunSheetItem } from '../../../shared/runSheet';
import {
  type RunSheetRef,
  useChanges,
  useNowAndNext,
  useOfflineSince,
  useRunSheet,
  useSheet,
  useSheetStatus,
} from '../../areas/planning/runSheet';
import { clockOf, formatDate } from '../../lib/format';
import { useKeptOnDevice } from '../../lib/pwa';
import { button, muted, srOnly } from '../../styles/ui.css';
import { WeddingTime } from '../planning/WeddingTime';
import * as css from './RunSheetPage.css';

// /run/{token}: the run-of-show a couple shared with one person working the day (issue 37), no account needed.

function timeOf(sheet: RunSheet, item: RunSheetItem) {
  const { date, time_zone } = sheet.wedding;
  return item.time ? <WeddingTime date={date} time={item.time} zone={time_zone} /> : '—';
}

function Changed({ item, change, sheet }: { item: RunSheetItem; change: ItemChange; sheet: RunSheetRef }) {
  const what =
    change.from === null ? `added at ${change.to ?? 'no time'}` : `${change.from ?? '—'} → ${change.to ?? '—'}`;
  return (
    <div className={css.change} role="status">
      <span>
        Changed {relativeTime(change.at).toLowerCase()}: {what}
      </span>
      <button
        type="button"
        className={`${button.quiet} ${css.tap}`}
        onClick={() => sheet.send({ type: 'change.seen', id: item.id })}
      >
        Seen<span className={srOnly}> “{item.title}”</span>
      </button>
    </div>
  );
}

function Slot({ label, item, sheet }: { label: string; item: RunSheetItem | undefined; sheet: RunSheet }) {
  return (
    <section className={css.slot} aria-label={label}>
      <div className={css.slotLabel}>{label}</div>
      {item ? (
        <>
          <div className={css.time}>{timeOf(sheet, item)}</div>
          <div>{item.title}</div>
        </>
      ) : (
        <div className={muted}>Nothing</div>
      )}
    </section>
  );
}

function Sheet({ sheet, actor }: { sheet: RunSheet; actor: RunSheetRef }) {
  const changes = useChanges(actor);
  const { now, next } = useNowAndNext(actor);
  const byId = (id: string | null) => sheet.items.find((i) => i.id === id);
  return (
    <>
      <div className={css.nowNext}>
        <Slot label="Now" item={byId(now)} sheet={sheet} />
        <Slot label="Next" item={byId(next)} sheet={sheet} />
      </div>
      {sheet.items.length === 0 ? <p className={muted}>Nothing planned for you yet.</p> : null}
      <ol className={css.list} aria-label="Run-of-show">
        {sheet.items.map((item) => (
          <li
            key={item.id}
            className={css.item}
            aria-current={item.id === now || undefined}
            data-done={item.done || undefined}
          >
            <span className={css.time}>{timeOf(sheet, item)}</span>
            <span>
              <strong>{item.title}</strong>
              {item.done ? <span className={muted}> · Done</span> : null}
              {item.place ? <span className={muted}> · {item.place}</span> : null}
              {item.notes ? <div className={muted}>{item.notes}</div> : null}
            </span>
            {changes[item.id] ? <Changed item={item} change={changes[item.id]!} sheet={actor} /> : null}
          </li>
        ))}
      </ol>
      {sheet.contacts.length ? (
        <section className={css.section} aria-labelledby="run-contacts">
          <h2 id="run-contacts">Contacts on the day</h2>
          <ul className={css.contacts}>
            {sheet.contacts.map((c) => (
              <li key={`${c.name}-${c.phone}`} className={css.contact}>
                <span>
                  <strong>{c.name}</strong>
                  {c.role ? <span className={muted}> · {c.role}</span> : null}
                </span>
                <a className={css.actionLink} href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>
                  <Phone aria-hidden size={16} /> Call<span className={srOnly}> {c.name}</span>
                </a>
                <a className={css.actionLink} href={`sms:${c.phone.replace(/[^\d+]/g, '')}`}>
                  <MessageSquare aria-hidden size={16} /> Message<span className={srOnly}> {c.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sheet.venues.length ? (
        <section className={css.section} aria-labelledby="run-venues">
          <h2 id="run-venues">Where</h2>
          <ul className={css.contacts}>
            {sheet.venues.map((v) => (
              <li key={`${v.name}-${v.address}`} className={css.contact}>
                <span>
                  <strong>{v.name}</strong>
                  <br />
                  {v.address}
                </span>
                {v.address || v.map_url ? (
                  <a
                    className={css.actionLink}
                    href={
                      v.map_url || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(v.address)}`
                    }
                    target="_blank"
                    rel="noreferrer"
                  >
                    <MapPin aria-hidden size={16} /> Map<span className={srOnly}> of {v.name}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export default function RunSheetPage({ token }: { token: string }) {
  useKeptOnDevice();
  const ref = useRunSheet(token);
  const sheet = useSheet(ref);
  const status = useSheetStatus(ref);
  const offlineSince = useOfflineSince(ref);
  return (
    <main className={css.page} id="main" tabIndex={-1}>
      <h1 className={css.title}>{sheet ? `${sheet.wedding.name}: run sheet` : 'Run sheet'}</h1>
      {sheet ? (
        <p className={muted}>
          {formatDate(sheet.wedding.date)} · for {sheet.link.name}
        </p>
      ) : null}
      {status === 'offline' && offlineSince !== null ? (
        <p className={css.banner} role="status">
          Offline since {clockOf(offlineSince)}: showing what you had.
        </p>
      ) : null}
      {status === 'gone' ? <p>This link was turned off by the couple. Ask them for a new one.</p> : null}
      {status === 'failed' ? (
        <p role="alert">
          The run sheet could not be loaded.{' '}
          <button type="button" className={button.secondary} onClick={() => ref.send({ type: 'retry' })}>
            Try again
          </button>
        </p>
      ) : null}
      {status === 'loading' && !sheet ? <p className={muted}>Loading the run sheet…</p> : null}
      {sheet && status !== 'gone' ? <Sheet sheet={sheet} actor={ref} /> : null}
    </main>
  );
}
