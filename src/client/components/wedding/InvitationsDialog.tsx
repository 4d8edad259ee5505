import type { ReceivedInvite } from '../../../shared/weddings';
import { weddingTexts } from '../../../shared/weddings';
import { useAnswerInvitation } from '../../areas/weddings/weddings';
import { button, muted, row } from '../../styles/ui.css';
import { Dialog } from './Dialog';
import * as css from './Dialog.css';

export default function InvitationsDialog({ invites, onClose }: { invites: ReceivedInvite[]; onClose: () => void }) {
  const answer = useAnswerInvitation(onClose);
  const busy = answer.pending?.invite.id;
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
                  onClick={() => answer.request({ invite, accept: true })}
                  aria-label={`Accept ${invite.account_name}`}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className={button.quiet}
                  disabled={busy === invite.id}
                  onClick={() => answer.request({ invite, accept: false })}
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
