import { lazy, Suspense } from 'react';
import type { Wedding } from '../../../shared/weddings';
import { weddingTexts } from '../../../shared/weddings';
import { weddingPath } from '../../lib/format';
import { button } from '../../styles/ui.css';
import { useDisclosure } from './disclosure';
import type { SaveTheDate } from './saveTheDate';

// The dialog and its calendar links load on the first click: most visitors of a wedding never open it.
const SaveTheDateDialog = lazy(() => import('./SaveTheDateDialog'));

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
      {dialog.open ? (
        <Suspense fallback={null}>
          <SaveTheDateDialog event={event} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  );
}
