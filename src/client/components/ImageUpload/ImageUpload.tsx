import { useState } from 'react';
import { isApiError } from '../../../shared/apiError';
import { button, srOnly } from '../../styles/ui.css';
import * as formCss from '../form/Form.css';

interface Props {
  /** The button's words, e.g. 'Choose photo'. */
  label: string;
  /** The multipart field the server reads; its field error is shown when the server refuses the file. */
  field: string;
  types: readonly string[];
  maxBytes: number;
  messages: { type: string; tooLarge: string };
  /** Sends the file; resolves once the server has stored it. */
  upload(file: File): Promise<void>;
}

/**
 * A file button for one image: type and size are checked here so a wrong file fails at once, and again on the
 * server, which is the one that decides. Errors show under the button.
 */
export function ImageUpload({ label, field, types, maxBytes, messages, upload }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setError(null);
    if (!types.includes(file.type)) return setError(messages.type);
    if (file.size > maxBytes) return setError(messages.tooLarge);
    setBusy(true);
    try {
      await upload(file);
    } catch (e) {
      setError(isApiError(e) ? (e.problem?.errors?.[field]?.[0] ?? e.message) : 'Could not upload the image.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <label className={button.secondary}>
        {busy ? 'Uploading…' : label}
        <input
          className={srOnly}
          type="file"
          name={field}
          accept={types.join(',')}
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {error ? (
        <p className={formCss.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
