import { lazy, Suspense } from 'react';
import { texts } from '../../../shared/messages';
import { useDisclosure } from './disclosure';
import { shareLinks } from './shareLinks';

/** The Share dialog loads when it is first opened: the menus holding its button render on every signed-in page. */
const ShareDialog = lazy(() => import('./ShareDialog'));

/**
 * The left menu's 'Recommend us': opens the Share dialog. It stays a link to the Email share, so it works
 * before the script has loaded and reads as a link to assistive technology.
 */
export function RecommendUs({ className }: { className: string }) {
  const dialog = useDisclosure();
  return (
    <>
      <a
        className={className}
        href={shareLinks(window.location.origin).Email}
        onClick={(e) => {
          e.preventDefault();
          dialog.toggle();
        }}
      >
        {texts.recommendButton}
      </a>
      {dialog.open ? (
        <Suspense fallback={null}>
          <ShareDialog onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  );
}
