import { POST_PHOTO_TYPES, SOCIAL_LIMITS, socialMessages } from '../../../shared/socialTypes';
import { button, stack } from '../../styles/ui.css';
import { ImageUpload } from './ImageUpload';

// Photos someone manages (a wedding website's gallery, a vendor's business page): each shown small with a
// "Remove photo N" button, and "Add a photo" while there is room. The server decodes and re-encodes every upload
// (sharp, a pixel limit, metadata stripped); type and size are checked here first, with the posts' messages.

export interface ShownPhoto {
  id: string;
  src: string;
  srcset: string;
  width: number;
  height: number;
}

const messages = { type: socialMessages.photoType, tooLarge: socialMessages.photoTooLarge };

interface Props {
  photos: ShownPhoto[];
  /** The list's accessible name. */
  label: string;
  /** Each photo's alt text: what it shows, and which of how many. */
  alt: (index: number) => string;
  limit: number;
  add: (file: File) => Promise<void>;
  remove: { busy: boolean; request: (id: string) => void };
  listClassName: string;
}

export function EditablePhotos({ photos, label, alt, limit, add, remove, listClassName }: Props) {
  return (
    <>
      <ul className={listClassName} aria-label={label}>
        {photos.map((p, i) => (
          <li key={p.id} className={stack}>
            <img
              src={p.src}
              srcSet={p.srcset}
              sizes="160px"
              width={160}
              height={Math.round((160 * p.height) / p.width)}
              alt={alt(i)}
              loading="lazy"
            />
            <button
              type="button"
              className={button.secondary}
              disabled={remove.busy}
              onClick={() => remove.request(p.id)}
            >
              Remove photo {i + 1}
            </button>
          </li>
        ))}
      </ul>
      {photos.length < limit ? (
        <ImageUpload
          label="Add a photo"
          field="photos"
          types={POST_PHOTO_TYPES}
          maxBytes={SOCIAL_LIMITS.photoBytes}
          messages={messages}
          upload={add}
        />
      ) : null}
    </>
  );
}
