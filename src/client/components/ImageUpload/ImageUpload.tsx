import { useState } from 'react';
import { isApiError } from '../../../shared/apiError';
import { useAction } from '../../lib/useAction';
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
  // What is wrong with the file chosen, before anything is sent.
  const [refused, setRefused] = useState<string | null>(null);
  const sending = useAction(upload, () => undefined, { inline: true });
  const busy = sending.busy;
  const failure = sending.error;
  const error =
    refused ??
    (failure
      ? isApiError(failure)
        ? (failure.problem?.errors?.[field]?.[0] ?? failure.message)
        : 'Could not upload the image.'
      : null);
  const send = (file: File) => {
    const wrong = !types.includes(file.type) ? messages.type : file.size > maxBytes ? messages.tooLarge : null;
    setRefused(wrong);
    if (!wrong) sending.request(file);
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
            if (file) send(file);
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
