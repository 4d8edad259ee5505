import { lazy, Suspense } from 'react';
import { useMyWeddings } from '../../areas/weddings/myWeddings';
import { useDisclosure } from './disclosure';

/** The dialog loads when it is first opened: the top menu holding its button renders on every signed-in page. */
const WeddingSelectorDialog = lazy(() => import('./WeddingSelectorDialog'));

/** The top menu's wedding selector. */
export function WeddingSelectorButton({ className }: { className: string }) {
  const dialog = useDisclosure();
  const { weddings } = useMyWeddings();
  return (
    <>
      <button type="button" className={className} onClick={dialog.toggle}>
        Weddings
      </button>
      {dialog.open ? (
        <Suspense fallback={null}>
          <WeddingSelectorDialog weddings={weddings ?? []} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  );
}
