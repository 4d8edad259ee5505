import { POST_PHOTO_TYPES, SOCIAL_LIMITS, socialMessages } from '../../../shared/socialTypes';
import { type BusinessPhoto, VENDOR_LIMITS } from '../../../shared/vendors';
import { useBusinessPhotos } from '../../areas/vendors/vendorChanges';
import { EditablePhotos } from '../../components/ImageUpload/EditablePhotos';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { muted, row, stack } from '../../styles/ui.css';

// A business's photos: chosen on /v/create (sent once the business exists), added and removed in its settings,
// shown on its public page. The server decodes and re-encodes each one; type and size are checked here first.

const messages = { type: socialMessages.photoType, tooLarge: socialMessages.photoTooLarge };

export function PhotoGallery({ photos, name }: { photos: BusinessPhoto[]; name: string }) {
  if (!photos.length) return null;
  return (
    <ul className={row} aria-label={`Photos of ${name}`}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <img
            src={p.src}
            srcSet={p.srcset}
            sizes="(max-width: 600px) 45vw, 240px"
            width={240}
            height={Math.round((240 * p.height) / p.width)}
            alt={`${name}, ${i + 1} of ${photos.length}`}
            loading="lazy"
            style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Photos picked before the business exists: kept here, sent by the create form after it registers. */
export function PhotoPicker({ chosen, choose }: { chosen: File[]; choose: (files: File[]) => void }) {
  return (
    <div className={stack}>
      <span>Photos</span>
      <ImageUpload
        label="Choose a photo"
        field="photos"
        types={POST_PHOTO_TYPES}
        maxBytes={SOCIAL_LIMITS.photoBytes}
        messages={messages}
        upload={async (file) => choose([...chosen, file].slice(0, VENDOR_LIMITS.photos))}
      />
      {chosen.length ? (
        <p className={muted} data-testid="chosen-photos">
          {chosen.length === 1 ? '1 photo' : `${chosen.length} photos`} chosen: {chosen.map((f) => f.name).join(', ')}
        </p>
      ) : null}
    </div>
  );
}

/** Settings: the photos the page shows, each removable, and a button to add one more. */
export function PhotoManager({ business, photos, name }: { business: string; photos: BusinessPhoto[]; name: string }) {
  const { add, remove } = useBusinessPhotos(business);
  return (
    <section className={stack} aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      {photos.length === 0 ? <p className={muted}>No photos yet. Couples see them on your page.</p> : null}
      <EditablePhotos
        photos={photos}
        label="Your photos"
        alt={(i) => `${name}, ${i + 1} of ${photos.length}`}
        limit={VENDOR_LIMITS.photos}
        add={add}
        remove={remove}
        listClassName={row}
      />
    </section>
  );
}
