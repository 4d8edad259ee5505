import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import {
  MESSAGES_FROM,
  type MessagesFrom,
  POSTS_VISIBILITY,
  type PostsVisibility,
  type VisibilitySettings,
} from '../../../shared/socialTypes';
import { useSessionUser } from '../../app/AppContext';
import { useBlocks, useSaveVisibility, useVisibility } from '../../areas/people/people';
import { FeedLayout } from '../../layouts/FeedLayout';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { button, card, muted, narrowPage, row, stack } from '../../styles/ui.css';
import { HiddenItems } from './HiddenItems';
import * as s from './Profile.css';

const postsLabels: Record<PostsVisibility, string> = {
  everyone: 'Everyone',
  followers: 'My followers',
  only_me: 'Only me',
};
const messagesLabels: Record<MessagesFrom, string> = {
  everyone: 'Everyone',
  followers: 'My followers',
  nobody: 'Nobody',
};

function SettingsForm({ saved }: { saved: VisibilitySettings }) {
  const [values, setValues] = useState(saved);
  const toasts = useCallToasts();
  const save = useAction(useSaveVisibility(), () => toasts.succeeded('Visibility settings saved.'));
  const set = (patch: Partial<VisibilitySettings>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        save.request(values);
      }}
    >
      <fieldset className={stack}>
        <legend>Who sees my posts</legend>
        {POSTS_VISIBILITY.map((option) => (
          <label key={option} className={row}>
            <input
              type="radio"
              name="posts_visibility"
              checked={values.posts_visibility === option}
              onChange={() => set({ posts_visibility: option })}
            />
            {postsLabels[option]}
          </label>
        ))}
        <p className={muted}>Posts on a wedding page follow the audience chosen for each post.</p>
      </fieldset>
      <label className={row}>
        <input
          type="checkbox"
          checked={values.approve_followers}
          onChange={(e) => set({ approve_followers: e.target.checked })}
        />
        Approve followers
      </label>
      <p className={muted}>
        People ask to follow you and wait for your answer. Turning this off lets everyone waiting in.
      </p>
      <label className={row}>
        <input type="checkbox" checked={values.searchable} onChange={(e) => set({ searchable: e.target.checked })} />
        Show me in search and suggestions
      </label>
      <fieldset className={stack}>
        <legend>Who may message me</legend>
        {MESSAGES_FROM.map((option) => (
          <label key={option} className={row}>
            <input
              type="radio"
              name="messages_from"
              checked={values.messages_from === option}
              onChange={() => set({ messages_from: option })}
            />
            {messagesLabels[option]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={button.primary} disabled={save.busy}>
        {save.busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

function BlockedPeople() {
  const { blocks, unblock } = useBlocks();
  return (
    <section className={stack} aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blocked people</h2>
      {blocks.status === 'loading' ? <p className={muted}>Loading…</p> : null}
      {blocks.status === 'failed' ? <p role="alert">We could not load the people you blocked.</p> : null}
      {blocks.status === 'ready' && blocks.data.count === 0 ? <p className={muted}>You have blocked no one.</p> : null}
      {blocks.status === 'ready' ? (
        <ul className={s.people}>
          {blocks.data.results.map((person) => (
            <li key={person.id} className={s.person}>
              <span>{person.full_name}</span>
              <button
                type="button"
                className={button.secondary}
                disabled={unblock.busy}
                onClick={() => unblock.request({ user: person.id, name: person.full_name })}
              >
                Unblock {person.first_name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /{userHandle}/settings/visibility ('Visibility settings'): the signed-in user's own, whatever the handle. */
export default function VisibilitySettingsPage({ handle }: { handle: string }) {
  const user = useSessionUser();
  const settings = useVisibility();
  if (user && user.slug !== handle.toLowerCase()) return <Redirect to={`/${user.slug}/settings/visibility`} replace />;
  if (!user) return null;
  return (
    <FeedLayout>
      <div className={`${card} ${narrowPage} ${stack}`}>
        <h1>Visibility settings</h1>
        <p>
          Your profile shows your name, your handle <strong>@{user.slug}</strong> and your photo. Your email address is
          never shown to anyone.
        </p>
        {settings.status === 'loading' ? <p className={muted}>Loading…</p> : null}
        {settings.status === 'failed' ? (
          <p role="alert">We could not load your settings. Check your connection and try again.</p>
        ) : null}
        {settings.status === 'ready' ? <SettingsForm saved={settings.data} /> : null}
        <BlockedPeople />
        <HiddenItems />
        <ul>
          <li>
            <Link href={`/${user.slug}/edit`}>Personal details</Link>
          </li>
          <li>
            <Link href="/update-password">Change password</Link>
          </li>
          <li>
            <Link href="/account">Account: email, devices, your data</Link>
          </li>
          <li>
            <Link href="/update-settings">Notification settings</Link>
          </li>
        </ul>
      </div>
    </FeedLayout>
  );
}
