import { SITE_LIMITS } from '../../../shared/site';
import { POST_PHOTO_TYPES, SOCIAL_LIMITS, socialMessages } from '../../../shared/socialTypes';
import type { Wedding } from '../../../shared/weddings';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { useGallery } from '../../mutations/siteLive';
import { button, card, muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

// The website gallery's photos (add-ons/gallery): the server decodes and re-encodes each one (sharp, a pixel limit,
// metadata stripped) into resized copies the site serves with srcset; type and size are checked here first.

const messages = { type: socialMessages.photoType, tooLarge: socialMessages.photoTooLarge };

export function GalleryPhotos({ wedding }: { wedding: Wedding }) {
  const { photos, error, add, remove } = useGallery(wedding);
  if (error) return <p role="alert">{error.message}</p>;
  if (!photos) return null;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="gallery-photos-title">
      <h2 id="gallery-photos-title">Gallery photos</h2>
      <p className={muted}>
        {photos.length
          ? `${photos.length} of ${SITE_LIMITS.galleryPhotos} photos. Guests see them in the Gallery section.`
          : 'No photos yet. Until you add some, the Gallery section shows your cover.'}
      </p>
      <ul className={css.galleryGrid} aria-label="Gallery photos">
        {photos.map((p, i) => (
          <li key={p.id} className={stack}>
            <img
              src={p.src}
              srcSet={p.srcset}
              sizes="160px"
              width={160}
              height={Math.round((160 * p.height) / p.width)}
              alt={`${wedding.name}, ${i + 1} of ${photos.length}`}
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
      {photos.length < SITE_LIMITS.galleryPhotos ? (
        <ImageUpload
          label="Add a photo"
          field="photos"
          types={POST_PHOTO_TYPES}
          maxBytes={SOCIAL_LIMITS.photoBytes}
          messages={messages}
          upload={add}
        />
      ) : null}
    </section>
  );
}
