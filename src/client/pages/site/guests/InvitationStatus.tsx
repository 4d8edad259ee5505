import type { Household } from '../../../../shared/site';
import * as css from './Invitations.css';

// Issue 35: what became of a household's invitation: mailed, link opened, answered, and when.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 Jun, 14:05" in the reader's own clock. */
export function shortWhen(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getDate()} ${MONTHS[d.getMonth()]}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function InvitationStatus({ household }: { household: Household }) {
  const parts = [
    household.invited_at ? `Invitation sent ${shortWhen(household.invited_at)}` : 'Invitation not sent',
    household.opened_at ? `Link opened ${shortWhen(household.opened_at)}` : 'Link not opened',
    household.responded_at ? `Answered ${shortWhen(household.responded_at)}` : 'Not answered',
  ];
  return (
    <p className={css.status} data-testid="invitation-status">
      {parts.join(' · ')}
    </p>
  );
}
