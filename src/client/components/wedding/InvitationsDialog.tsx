import { useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import type { ReceivedInvite } from '../../../shared/weddings';
import { weddingTexts } from '../../../shared/weddings';
import { useApp } from '../../app/AppContext';
import { button, muted, row } from '../../styles/ui.css';
import { Dialog, useDisclosure } from './Dialog';
import * as css from './Dialog.css';
import { weddingPath } from './format';
import { useMyWeddings, useWeddings } from './myWeddings';

function InvitationsDialog({ invites, onClose }: { invites: ReceivedInvite[]; onClose: () => void }) {
  const { api } = useWeddings();
  const { refresh } = useMyWeddings();
  const { toast } = useApp();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (invite: ReceivedInvite, accept: boolean) => {
    setBusy(invite.id);
    try {
      const res = await api.answerInvite(invite.id, accept);
      await refresh();
      if (accept) {
        onClose();
        navigate(weddingPath(res.account.slug));
      }
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Please try again.';
      toast.send({ type: 'toast.requested', toast: { type: 'error', message } });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog title={weddingTexts.invitationsTitle} onClose={onClose}>
      {invites.length ? (
        <ul className={css.list} aria-label="Invitations">
          {invites.map((invite) => (
            <li key={invite.id} className={css.item}>
              <span>
                <strong>{invite.account_name}</strong>
                <br />
                <span className={muted}>
                  As {invite.role_label}
                  {invite.invited_by ? `, from ${invite.invited_by}` : ''}
                </span>
              </span>
              <span className={row}>
                <button
                  type="button"
                  className={button.primary}
                  disabled={busy === invite.id}
                  onClick={() => answer(invite, true)}
                  aria-label={`Accept ${invite.account_name}`}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className={button.quiet}
                  disabled={busy === invite.id}
                  onClick={() => answer(invite, false)}
                  aria-label={`Decline ${invite.account_name}`}
                >
                  Decline
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{weddingTexts.invitationsEmpty}</p>
      )}
    </Dialog>
  );
}

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
      {dialog.open ? <InvitationsDialog invites={invites ?? []} onClose={dialog.close} /> : null}
    </>
  );
}
