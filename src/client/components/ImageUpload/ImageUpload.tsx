import { useState } from 'react';
import { isApiError } from '../../../shared/apiError';
import { useAction } from '../../lib/useAction';
import { FilePicker } from '../controls/FilePicker';
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
 * A file picker for one image (a button, or drop it): type and size are checked here so a wrong file fails at once, and again on the
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
      <FilePicker
        label={label}
        busyLabel="Uploading…"
        name={field}
        accept={types}
        disabled={busy}
        onFiles={([file]) => {
          if (file) send(file);
        }}
      />
      {error ? (
        <p className={formCss.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
