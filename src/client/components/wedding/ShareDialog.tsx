import { texts } from '../../../shared/messages';
import { weddingTexts } from '../../../shared/weddings';
import { productName, shareText } from '../../lib/links';
import { button, muted } from '../../styles/ui.css';
import { Dialog, useDisclosure } from './Dialog';
import * as css from './Dialog.css';
import { SHARE_CHANNELS, shareLinks, shareTags } from './shareLinks';

export function ShareDialog({ onClose }: { onClose: () => void }) {
  const links = shareLinks(window.location.origin);
  return (
    <Dialog title={weddingTexts.shareTitle(productName)} onClose={onClose}>
      <p>{weddingTexts.shareThanks}</p>
      <p className={muted}>
        “{shareText}” {shareTags}
      </p>
      <div className={css.channels}>
        {SHARE_CHANNELS.map((channel) => (
          <a
            key={channel}
            className={button.secondary}
            href={links[channel]}
            target={channel === 'Email' ? undefined : '_blank'}
            rel="noopener noreferrer"
          >
            {channel}
          </a>
        ))}
      </div>
    </Dialog>
  );
}

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
      {dialog.open ? <ShareDialog onClose={dialog.close} /> : null}
    </>
  );
}
