import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as css from './PhotoViewer.css';

export interface ViewedPhoto {
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/** How far a finger moves sideways before it counts as a swipe, in CSS pixels. */
const SWIPE = 50;

/**
 * Photos shown large, one at a time: arrow keys and a sideways swipe go to the next and previous, Escape or the close
 * button closes, and focus goes back to the photo that opened it. Which photo is shown is the caller's
 * (`index`, `show`), so a post remembers nothing it does not render.
 */
export function PhotoViewer({
  photos,
  index,
  show,
  onClose,
  label,
}: {
  photos: readonly ViewedPhoto[];
  index: number;
  show: (index: number) => void;
  onClose: () => void;
  label: string;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const latest = useRef({ index, show, onClose, count: photos.length });
  latest.current = { index, show, onClose, count: photos.length };
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const start = useRef<number | null>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      const { index: at, show: go, onClose: done, count } = latest.current;
      if (e.key === 'Escape') done();
      else if (e.key === 'ArrowRight' && at < count - 1) go(at + 1);
      else if (e.key === 'ArrowLeft' && at > 0) go(at - 1);
      else if (e.key === 'Tab') {
        // Focus stays in the viewer while it is open.
        const items = [...document.querySelectorAll<HTMLElement>('[data-photo-viewer] button:not([disabled])')];
        const i = items.indexOf(document.activeElement as HTMLElement);
        e.preventDefault();
        items[(i + (e.shiftKey ? -1 : 1) + items.length) % items.length]?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);
  const photo = photos[index];
  if (!photo) return null;
  return createPortal(
    <div
      className={css.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-photo-viewer
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (start.current === null) return;
        const moved = e.clientX - start.current;
        start.current = null;
        if (moved <= -SWIPE && index < photos.length - 1) show(index + 1);
        else if (moved >= SWIPE && index > 0) show(index - 1);
      }}
    >
      <div className={css.bar}>
        <span className={css.count} aria-live="polite">
          {index + 1} of {photos.length}
        </span>
        <button ref={close} type="button" className={css.control} aria-label="Close" onClick={onClose}>
          <X size={24} aria-hidden="true" />
        </button>
      </div>
      <div className={css.stage}>
        <img
          className={css.image}
          src={photo.src}
          srcSet={photo.srcset}
          sizes="100vw"
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          draggable={false}
        />
        {photos.length > 1 ? (
          <>
            <button
              type="button"
              className={`${css.side} ${css.previous}`}
              aria-label="Previous photo"
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <ChevronLeft size={28} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${css.side} ${css.next}`}
              aria-label="Next photo"
              disabled={index === photos.length - 1}
              onClick={() => show(index + 1)}
            >
              <ChevronRight size={28} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      <p className={css.caption}>{photo.alt}</p>
    </div>,
    document.body,
  );
}

export default PhotoViewer;
