import { SITE_LIMITS } from '../../../shared/site';
import type { Wedding } from '../../../shared/weddings';
import { useGallery } from '../../areas/site/siteLive';
import { EditablePhotos } from '../../components/ImageUpload/EditablePhotos';
import { card, muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

// The website gallery's photos (add-ons/gallery): the server decodes and re-encodes each one (sharp, a pixel limit,
// metadata stripped) into resized copies the site serves with srcset.

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
      <EditablePhotos
        photos={photos}
        label="Gallery photos"
        alt={(i) => `${wedding.name}, ${i + 1} of ${photos.length}`}
        limit={SITE_LIMITS.galleryPhotos}
        add={add}
        remove={remove}
        listClassName={css.galleryGrid}
      />
    </section>
  );
}
