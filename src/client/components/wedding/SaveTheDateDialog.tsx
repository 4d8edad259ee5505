import { weddingTexts } from '../../../shared/weddings';
import { formatDate } from '../../lib/format';
import { button, muted, row } from '../../styles/ui.css';
import { Dialog } from './Dialog';
import { googleCalendarUrl, icsHref, type SaveTheDate } from './saveTheDate';

/** Opened by SaveTheDateButton; its own chunk, loaded on the first click. */
export default function SaveTheDateDialog({ event, onClose }: { event: SaveTheDate; onClose: () => void }) {
  return (
    <Dialog title={weddingTexts.saveTheDate} onClose={onClose}>
      <p>
        {weddingTexts.eventText}: {event.name}, {formatDate(event.date)}.
      </p>
      <p className={muted}>An all-day event on the wedding date, in the calendar you use.</p>
      <div className={row}>
        <a className={button.primary} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          {weddingTexts.addToGoogle}
        </a>
        <a className={button.secondary} href={icsHref(event)} download={`save-the-date-${event.date}.ics`}>
          {weddingTexts.addToICal}
        </a>
      </div>
    </Dialog>
  );
}
