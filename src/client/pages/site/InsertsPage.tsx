import { Link } from 'wouter';
import { useInvitationInserts } from '../../areas/site/invitations';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { LoadFailed } from '../../components/lists/LoadFailed';
import * as wcss from '../../components/wedding/Wedding.css';
import { weddingPath } from '../../lib/format';
import { button, muted, row, stack } from '../../styles/ui.css';
import * as css from './guests/Invitations.css';

/**
 * /wedding/{slug}/guests/inserts (the couple, issue 35): a card per household with its QR code and RSVP link, to
 * print and slip into paper invitations. The browser's print dialog also saves it as a PDF.
 */
export default function InsertsPage() {
  const wedding = useLoadedWedding();
  const inserts = useInvitationInserts(wedding.id);
  if (inserts.status === 'failed') return <LoadFailed load={inserts} />;
  if (inserts.status !== 'ready') return null;
  const list = inserts.data.results;
  return (
    <div className={stack}>
      <header className={`${row} ${css.noPrint}`}>
        <h1 className={wcss.pageTitle}>Invitation inserts</h1>
        <button type="button" className={button.primary} onClick={() => window.print()}>
          Print
        </button>
        <Link href={weddingPath(wedding.slug, 'guests')}>Back to the guest list</Link>
      </header>
      <p className={`${muted} ${css.noPrint}`}>
        One card per household: guests scan the code or type the link to answer. Print, or save as PDF from the print
        dialog.
      </p>
      {list.length ? (
        <ul className={css.inserts} aria-label="Inserts">
          {list.map((i) => (
            <li key={i.id} className={css.insert} data-insert={i.name}>
              <strong>{wedding.name}</strong>
              <span>RSVP for {i.name}</span>
              <img className={css.insertQr} src={i.qr} alt={`QR code of ${i.name}'s RSVP link`} />
              <p className={css.insertUrl}>{i.url.replace(/^https?:\/\//, '')}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No households yet: add your guests first.</p>
      )}
    </div>
  );
}
