import { useGuestInfo } from '../../areas/site/siteLive';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { LoadFailed } from '../../components/lists/LoadFailed';
import * as wcss from '../../components/wedding/Wedding.css';
import { card, muted, stack } from '../../styles/ui.css';

/** /wedding/{slug}/guest-info (followers and members): where to be, how to get there, where to stay, what to wear. */
export default function GuestInfoPage() {
  const wedding = useLoadedWedding();
  const info = useGuestInfo(wedding);
  if (info.status === 'failed') return <LoadFailed load={info} />;
  if (info.status !== 'ready') return null;
  const d = info.data;
  const empty = !d.venues.length && !d.accommodation.length && !d.transport && !d.parking && !d.dress_code;
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>Guest info</h1>
      {empty ? <p className={muted}>The couple has not shared the details yet.</p> : null}
      {d.venues.map((v) => (
        <section key={`${v.role}${v.name}`} className={card} aria-label={v.name || v.role}>
          <h2>{v.name || v.role}</h2>
          <p className={muted}>{[v.role === 'other' ? '' : v.role, v.time].filter(Boolean).join(' · ')}</p>
          <p>{v.address}</p>
          {v.map_url ? (
            <a href={v.map_url} target="_blank" rel="noopener noreferrer">
              Open the map
            </a>
          ) : null}
        </section>
      ))}
      {d.accommodation.map((s) => (
        <section key={s.name} className={card} aria-label={s.name}>
          <h2>{s.name}</h2>
          <p>{s.address}</p>
          <p>{s.notes}</p>
          {s.url ? (
            <a href={s.url} target="_blank" rel="noopener noreferrer">
              Book
            </a>
          ) : null}
        </section>
      ))}
      {(
        [
          ['Getting there', d.transport],
          ['Parking', d.parking],
          ['Dress code', d.dress_code],
        ] as const
      ).map(([title, text]) =>
        text ? (
          <section key={title} className={card} aria-label={title}>
            <h2>{title}</h2>
            <p>{text}</p>
          </section>
        ) : null,
      )}
    </div>
  );
}
