import { ImagePlus, Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { srOnly } from '../../styles/ui.css';
import * as css from './Controls.css';

interface Props {
  /** The picker's words and its accessible name, e.g. 'Add photos'. */
  label: string;
  /** Under the label; says drop works too. */
  hint?: string;
  /** MIME types or extensions ('.csv'), as the input's accept. */
  accept: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  name?: string;
  /** What to show while a file is being sent, instead of the label. */
  busyLabel?: string;
  onFiles(files: File[]): void;
  /** Files picked but not sent yet: images as thumbnails, others by name, each with its remove button. */
  chosen?: readonly File[];
  onRemove?(index: number): void;
}

const accepts = (accept: readonly string[], file: File) =>
  accept.some((a) => (a.startsWith('.') ? file.name.toLowerCase().endsWith(a) : file.type === a));

/** A picked image, shown small before it is sent; its object URL is let go with it. */
function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img className={css.thumb} src={url} alt={alt} width={88} height={88} /> : null;
}

/**
 * The one file picker: a drop zone that is also the file button (the hidden input keeps the label, the keyboard and
 * the native dialog), with what was picked shown before it is sent. A dropped file the picker does not accept is
 * handed on anyway when it is the only kind given, so the caller's own check names what is wrong.
 */
export function FilePicker(props: Props) {
  const { label, hint = 'or drop here', accept, multiple = false, disabled = false, chosen = [], onRemove } = props;
  const id = useId();
  // Only what the pointer is doing: the highlight while a file is dragged over.
  const [dragging, setDragging] = useState(false);
  const hand = (files: File[]) => {
    const taken = multiple ? files : files.slice(0, 1);
    if (taken.length) props.onFiles(taken);
  };
  const over = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) setDragging(true);
  };
  const Icon = accept.every((a) => a.startsWith('image/')) ? ImagePlus : Upload;
  return (
    <div className={css.dropArea}>
      <label
        htmlFor={id}
        className={css.drop}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (disabled) return;
          const files = [...e.dataTransfer.files];
          const fitting = files.filter((f) => accepts(accept, f));
          hand(fitting.length ? fitting : files);
        }}
      >
        <Icon className={css.dropIcon} size={24} aria-hidden="true" />
        <span className={css.dropWords}>
          <span className={css.dropLabel}>{disabled && props.busyLabel ? props.busyLabel : label}</span>
          <span className={css.dropHint} aria-hidden="true">
            {hint}
          </span>
        </span>
        <input
          id={id}
          className={srOnly}
          type="file"
          name={props.name}
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            hand(files);
          }}
        />
      </label>
      {chosen.length ? (
        <ul className={css.chosen} aria-label="Chosen files">
          {chosen.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a picked file is named by its place in the list
            <li key={`${file.name}-${index}`} className={css.chosenItem}>
              {file.type.startsWith('image/') ? (
                <Thumbnail file={file} alt={file.name} />
              ) : (
                <span className={css.fileName}>{file.name}</span>
              )}
              {onRemove ? (
                <button
                  type="button"
                  className={file.type.startsWith('image/') ? css.removeChosen : css.removeName}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onRemove(index)}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
