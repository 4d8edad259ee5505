import { useTeamInvites } from '../../areas/vendors/teamInvites';
import { button, card, row, stack } from '../../styles/ui.css';

/** Invitations to act for a business, answered here: what a team's invitation mail and notification point to. */
export function TeamInvites() {
  const { invites, answer } = useTeamInvites();
  if (invites.status !== 'ready' || invites.data.length === 0) return null;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="team-invites-title">
      <h2 id="team-invites-title">Invitations to join a team</h2>
      <ul className={stack}>
        {invites.data.map((invite) => (
          <li key={invite.id} className={row} aria-label={invite.business.name}>
            <span>Act for {invite.business.name} on Vowline?</span>
            <button
              type="button"
              className={button.primary}
              disabled={answer.busy}
              onClick={() => answer.request({ invite, accept: true })}
            >
              Join the team
            </button>
            <button
              type="button"
              className={button.quiet}
              disabled={answer.busy}
              onClick={() => answer.request({ invite, accept: false })}
            >
              Decline
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
