import { useState } from 'react';
import { isApiError } from '../../../shared/apiError';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../../../shared/constants';
import { fieldMessages, texts } from '../../../shared/messages';
import { useApp, useSessionUser } from '../../app/AppContext';
import { Avatar } from '../../components/Avatar/Avatar';
import * as formCss from '../../components/form/Form.css';
import { button, row, srOnly } from '../../styles/ui.css';

/** 'Choose photo': checked here for type and size, and again on the server, which is the one that decides. */
export function PhotoInput() {
  const { users, session, toast } = useApp();
  const user = useSessionUser();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const upload = async (file: File) => {
    setError(null);
    if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return setError(fieldMessages.photoType);
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return setError(fieldMessages.photoTooLarge);
    setBusy(true);
    try {
      const updated = await users.uploadPhoto(file);
      session.send({ type: 'user.updated', user: updated });
      toast.send({ type: 'toast.requested', toast: { type: 'success', message: 'Your photo has been updated.' } });
    } catch (e) {
      setError(isApiError(e) ? (e.problem?.errors?.photo?.[0] ?? e.message) : 'Could not upload the photo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={formCss.field}>
      <div className={row}>
        <Avatar user={user} size="large" />
        <label className={button.secondary}>
          {busy ? 'Uploading…' : texts.choosePhoto}
          <input
            className={srOnly}
            type="file"
            name="photo"
            accept={PROFILE_PHOTO_TYPES.join(',')}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {error ? (
        <p className={formCss.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
