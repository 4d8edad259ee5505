import { lazy, Suspense } from 'react';
import { useMyWeddings } from '../../areas/weddings/myWeddings';
import { useDisclosure } from './disclosure';

/** The dialog loads when it is first opened: the top menu holding its button renders on every signed-in page. */
const InvitationsDialog = lazy(() => import('./InvitationsDialog'));

/** The top menu's invitations: a count, and the 'Accept Invitations' dialog. */
export function InvitationsButton({ className }: { className: string }) {
  const dialog = useDisclosure();
  const { invites } = useMyWeddings();
  const count = invites?.length ?? 0;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={dialog.toggle}
        aria-label={count ? `Invitations (${count})` : 'Invitations'}
      >
        Invitations{count ? ` (${count})` : ''}
      </button>
      {dialog.open ? (
        <Suspense fallback={null}>
          <InvitationsDialog invites={invites ?? []} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  );
}
