import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import {
  isCoupleRole,
  type Member,
  roleLabel,
  type SentInvite,
  WEDDING_ROLES,
  type Wedding,
} from '../../../shared/weddings';
import { useIsCouple, useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { useMembers, useSentInvites } from '../../areas/weddings/weddingReads';
import { useCommitteeRemoval, useInvite, useResendInvite } from '../../areas/weddings/weddings';
import { Avatar } from '../../components/Avatar/Avatar';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Renewing } from '../../components/Renewing';
import * as css from '../../components/wedding/Wedding.css';
import { formatDate, weddingPath } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import type { ItemEditorRef } from '../../lib/useItemEditor';
import { button, card, muted, row, stack } from '../../styles/ui.css';

const INVITE_ROLES = WEDDING_ROLES.map((r) => ({
  value: r.code,
  label: r.is_couple ? `${r.label} (the couple)` : r.label,
}));

/** "Remove" or "Cancel", then the question (ConfirmDelete) in its place. */
function RemoveButton({ editor, label, name }: { editor: ItemEditorRef; label: string; name: string }) {
  return (
    <button
      type="button"
      className={button.quiet}
      aria-label={`${label} ${name}`}
      onClick={() => editor.send({ type: 'delete.requested' })}
    >
      {label}
    </button>
  );
}

/** One member; the couple may remove a committee member (never one of the couple: they leave by themselves). */
function MemberRow({ member, removable, removed }: { member: Member; removable: boolean; removed: () => void }) {
  const name = member.user.full_name;
  const editor = useCommitteeRemoval('member', member.id, removed, `${name} is no longer on the committee.`);
  const mode = useSelector(editor, editorMode);
  return (
    <li className={css.person}>
      <Avatar user={member.user} />
      <Link className={css.grow} href={`/${member.user.slug}`}>
        {name}
      </Link>
      <span className={muted}>{member.role_label}</span>
      {!removable ? null : mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question={`Remove ${name} from the committee?`} confirm="Remove member" />
      ) : (
        <RemoveButton editor={editor} label="Remove" name={name} />
      )}
    </li>
  );
}

function Members({ wedding, couple }: { wedding: Wedding; couple: boolean }) {
  const members = useMembers(wedding);
  if (members.status === 'loading') return <p className={muted}>Loading the committee…</p>;
  if (members.status === 'failed') return <p role="alert">We could not load the committee. Please try again.</p>;
  return (
    <ul className={css.people} aria-label="Members">
      {members.data.results.map((member) => (
        <MemberRow
          key={member.id}
          member={member}
          removable={couple && !isCoupleRole(member.role)}
          removed={members.reload}
        />
      ))}
    </ul>
  );
}

function InvitedRow({ invite, cancelled }: { invite: SentInvite; cancelled: () => void }) {
  const resend = useResendInvite();
  const editor = useCommitteeRemoval('invite', invite.id, cancelled, `The invitation to ${invite.email} is cancelled.`);
  const mode = useSelector(editor, editorMode);
  return (
    <li className={css.person}>
      <span className={css.grow}>{invite.email}</span>
      <span className={muted}>
        {roleLabel(invite.role)} · {invite.expired ? 'expired' : `until ${formatDate(invite.expires_at.slice(0, 10))}`}
      </span>
      {mode === 'confirmDelete' ? (
        <ConfirmDelete
          editor={editor}
          question={`Cancel the invitation to ${invite.email}? Its link stops working.`}
          confirm="Cancel invitation"
        />
      ) : (
        <>
          <button type="button" className={button.quiet} disabled={resend.busy} onClick={() => resend.request(invite)}>
            Resend
          </button>
          <RemoveButton editor={editor} label="Cancel" name={`the invitation to ${invite.email}`} />
        </>
      )}
    </li>
  );
}

function Invited({ invites }: { invites: ReturnType<typeof useSentInvites> }) {
  if (invites.status === 'loading') return <p className={muted}>Loading invitations…</p>;
  if (invites.status === 'failed') return <p role="alert">We could not load the invitations. Please try again.</p>;
  if (!invites.data.results.length) return <p className={muted}>No invitations are waiting for an answer.</p>;
  return (
    <ul className={css.people} aria-label="Invited">
      {invites.data.results.map((invite) => (
        <InvitedRow key={invite.id} invite={invite} cancelled={invites.reload} />
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

/** The couple's invitations to the committee: the form, and who is invited and has not answered yet. */
function CommitteeInvitations({ wedding, invitedOnly }: { wedding: Wedding; invitedOnly: boolean }) {
  const invites = useSentInvites(wedding);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="invite-title">
      <h2 id="invite-title" className={css.pageTitle}>
        Invite to the committee
      </h2>
      <p className={muted}>
        They get an email with a link to join {wedding.name}; someone without an account creates one from it.
      </p>
      {/* Each invitation sent gives a fresh form, so the next one starts empty and unvalidated. */}
      <Renewing>
        {(renew) => (
          <InviteForm
            wedding={wedding}
            onInvited={() => {
              renew();
              invites.reload();
            }}
          />
        )}
      </Renewing>
      <div className={row}>
        <h2 className={css.pageTitle}>Invited</h2>
        {invitedOnly ? null : <Link href={weddingPath(wedding.slug, 'people/invited')}>Only invitations</Link>}
      </div>
      <Invited invites={invites} />
    </section>
  );
}

/** /wedding/{slug}/people: the couple and the committee; the couple also invites and sees who is invited. */
export default function PeoplePage({ invitedOnly }: { invitedOnly: boolean }) {
  const wedding = useLoadedWedding();
  const couple = useIsCouple();
  return (
    <>
      {/* Every page has one top heading: on the invitations-only view it names what is listed. */}
      {invitedOnly ? <h1 className={css.pageTitle}>Invitations</h1> : null}
      {invitedOnly ? null : (
        <section className={`${card} ${stack}`} aria-labelledby="people-title">
          <h1 id="people-title" className={css.pageTitle}>
            People
          </h1>
          <Members wedding={wedding} couple={couple} />
        </section>
      )}
      {couple ? <CommitteeInvitations wedding={wedding} invitedOnly={invitedOnly} /> : null}
    </>
  );
}
