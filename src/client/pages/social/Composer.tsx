import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { composerIsSending, type postComposerMachine } from '../../../../machines/postComposerMachine';
import { POST_AUDIENCES, POST_PHOTO_TYPES, type PostAudience, SOCIAL_LIMITS } from '../../../shared/socialTypes';
import { FilePicker } from '../../components/controls/FilePicker';
import { Select } from '../../components/controls/Select';
import { button, card, formError, muted, row, stack } from '../../styles/ui.css';
import * as s from './Social.css';

type ComposerRef = ActorRefFrom<typeof postComposerMachine>;

const audienceLabels: Record<PostAudience, string> = {
  followers: 'Followers',
  members: 'Members only',
  public: 'Everyone (public)',
};

/** Writing a post: text and up to ten photos; a failed post keeps everything and says what to fix. */
export function Composer({ composer, label = 'Share something' }: { composer: ComposerRef; label?: string }) {
  const text = useSelector(composer, (snap) => snap.context.draft.text);
  const photos = useSelector(composer, (snap) => snap.context.draft.photos);
  const errors = useSelector(composer, (snap) => snap.context.errors);
  const sending = useSelector(composer, composerIsSending);
  const uploading = useSelector(composer, (snap) => snap.matches('uploading'));
  const progress = useSelector(composer, (snap) => snap.context.progress);
  const onWedding = useSelector(composer, (snap) => snap.context.draft.account !== null);
  const audience = useSelector(composer, (snap) => snap.context.draft.audience);
  const messages = Object.values(errors).flat();
  return (
    <form
      className={`${card} ${stack}`}
      aria-label="New post"
      onSubmit={(event) => {
        event.preventDefault();
        composer.send({ type: 'composer.submit' });
      }}
    >
      <label htmlFor="post-text">{label}</label>
      <textarea
        id="post-text"
        className={s.composerText}
        value={text}
        maxLength={SOCIAL_LIMITS.postText}
        // Coming back to the composer after a post starts the next one.
        onFocus={() => composer.send({ type: 'composer.new' })}
        onChange={(event) => composer.send({ type: 'composer.text', text: event.target.value })}
      />
      <FilePicker
        label="Add photos"
        hint="or drop them here (up to ten)"
        accept={POST_PHOTO_TYPES}
        multiple
        disabled={sending}
        onFiles={(files) => composer.send({ type: 'composer.photosAdded', photos: files })}
        chosen={photos}
        onRemove={(index) => composer.send({ type: 'composer.photoRemoved', index })}
      />
      {onWedding ? (
        <label className={s.audience}>
          Who sees it
          <Select
            value={audience}
            onChange={(event) =>
              composer.send({ type: 'composer.audience', audience: event.target.value as PostAudience })
            }
          >
            {POST_AUDIENCES.map((option) => (
              <option key={option} value={option}>
                {audienceLabels[option]}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      {uploading ? (
        <div className={row}>
          <progress className={s.progress} value={progress} max={1} aria-label="Uploading photos" />
          <span className={muted} aria-live="polite">
            {Math.round(progress * 100)}%
          </span>
        </div>
      ) : null}
      {messages.length ? (
        <p role="alert" className={formError}>
          {messages.join(' ')}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={sending}>
        {sending ? 'Posting…' : 'Post'}
      </button>
    </form>
  );
}
