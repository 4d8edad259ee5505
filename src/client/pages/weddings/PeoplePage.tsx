import { useState } from 'react';
import { Link } from 'wouter';
import { isCouple, roleLabel, WEDDING_ROLES, type Wedding } from '../../../shared/weddings';
import { Avatar } from '../../components/Avatar/Avatar';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { formatDate, weddingPath } from '../../components/wedding/format';
import * as css from '../../components/wedding/Wedding.css';
import { useLoadedWedding } from '../../components/wedding/WeddingContext';
import { useMembers, useSentInvites } from '../../mutations/weddingReads';
import { useInvite, useResendInvite } from '../../mutations/weddings';
import { button, card, muted, row, stack } from '../../styles/ui.css';

const INVITE_ROLES = WEDDING_ROLES.map((r) => ({
  value: r.code,
  label: r.is_couple ? `${r.label} (the couple)` : r.label,
}));

function Members({ wedding }: { wedding: Wedding }) {
  const members = useMembers(wedding);
  if (members.status === 'loading') return <p className={muted}>Loading the committee…</p>;
  if (members.status === 'failed') return <p role="alert">We could not load the committee. Please try again.</p>;
  return (
    <ul className={css.people} aria-label="Members">
      {members.data.results.map((member) => (
        <li key={member.id} className={css.person}>
          <Avatar user={member.user} />
          <Link className={css.grow} href={`/${member.user.slug}`}>
            {member.user.full_name}
          </Link>
          <span className={muted}>{member.role_label}</span>
        </li>
      ))}
    </ul>
  );
}

function Invited({ wedding, version }: { wedding: Wedding; version: number }) {
  const resend = useResendInvite();
  const invites = useSentInvites(wedding, version);
  if (invites.status === 'loading') return <p className={muted}>Loading invitations…</p>;
  if (invites.status === 'failed') return <p role="alert">We could not load the invitations. Please try again.</p>;
  if (!invites.data.results.length) return <p className={muted}>No invitations are waiting for an answer.</p>;
  return (
    <ul className={css.people} aria-label="Invited">
      {invites.data.results.map((invite) => (
        <li key={invite.id} className={css.person}>
          <span className={css.grow}>{invite.email}</span>
          <span className={muted}>
            {roleLabel(invite.role)} ·{' '}
            {invite.expired ? 'expired' : `until ${formatDate(invite.expires_at.slice(0, 10))}`}
          </span>
          <button
            type="button"
            className={button.quiet}
            disabled={resend.pending?.id === invite.id}
            onClick={() => resend.request(invite)}
          >
            Resend
          </button>
        </li>
      ))}
    </ul>
  );
}

function InviteForm({ wedding, onInvited }: { wedding: Wedding; onInvited: () => void }) {
  const invite = useInvite(wedding);
  const form = useForm(
    { email: 'email', role: 'text' },
    async (v) => {
      await invite(v.email ?? '', v.role ?? '');
      onInvited();
    },
    { role: 'planner' },
  );
  return (
    <FormShell form={form} submitLabel="Send invitation" busyLabel="Sending…">
      <TextField form={form} name="email" label="Email" type="email" />
      <SelectField form={form} name="role" label="Role" options={INVITE_ROLES} />
    </FormShell>
  );
}

/** /wedding/{slug}/people: the couple and the committee; the couple also invites and sees who is invited. */
export default function PeoplePage({ invitedOnly }: { invitedOnly: boolean }) {
  const wedding = useLoadedWedding();
  const couple = isCouple(wedding);
  const [version, setVersion] = useState(0);
  return (
    <>
      {/* Every page has one top heading: on the invitations-only view it names what is listed. */}
      {invitedOnly ? <h1 className={css.pageTitle}>Invitations</h1> : null}
      {invitedOnly ? null : (
        <section className={`${card} ${stack}`} aria-labelledby="people-title">
          <h1 id="people-title" className={css.pageTitle}>
            People
          </h1>
          <Members wedding={wedding} />
        </section>
      )}
      {couple ? (
        <section className={`${card} ${stack}`} aria-labelledby="invite-title">
          <h2 id="invite-title" className={css.pageTitle}>
            Invite to the committee
          </h2>
          <p className={muted}>
            They get an email with a link to join {wedding.name}; someone without an account creates one from it.
          </p>
          {/* A fresh form after each invitation, so the next one starts empty and unvalidated. */}
          <InviteForm key={version} wedding={wedding} onInvited={() => setVersion((v) => v + 1)} />
          <div className={row}>
            <h2 className={css.pageTitle}>Invited</h2>
            {invitedOnly ? null : <Link href={weddingPath(wedding.slug, 'people/invited')}>Only invitations</Link>}
          </div>
          <Invited wedding={wedding} version={version} />
        </section>
      ) : null}
    </>
  );
}
