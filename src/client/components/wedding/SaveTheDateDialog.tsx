import type { Wedding } from '../../../shared/weddings';
import { weddingTexts } from '../../../shared/weddings';
import { button, muted, row } from '../../styles/ui.css';
import { Dialog, useDisclosure } from './Dialog';
import { formatDate, weddingPath } from './format';
import { googleCalendarUrl, icsHref, type SaveTheDate } from './saveTheDate';

function SaveTheDateDialog({ event, onClose }: { event: SaveTheDate; onClose: () => void }) {
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

export function SaveTheDateButton({ wedding }: { wedding: Wedding }) {
  const dialog = useDisclosure();
  const event: SaveTheDate = {
    weddingId: wedding.id,
    name: wedding.name,
    date: wedding.date,
    url: `${window.location.origin}${weddingPath(wedding.slug)}`,
  };
  return (
    <>
      <button type="button" className={button.secondary} onClick={dialog.toggle}>
        {weddingTexts.saveTheDate}
      </button>
      {dialog.open ? <SaveTheDateDialog event={event} onClose={dialog.close} /> : null}
    </>
  );
}
