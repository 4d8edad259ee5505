import { weddingTexts } from '../../../shared/weddings';
import { productName, shareText } from '../../lib/links';
import { button, muted } from '../../styles/ui.css';
import { Dialog } from './Dialog';
import * as css from './Dialog.css';
import { SHARE_CHANNELS, shareLinks, shareTags } from './shareLinks';

export default function ShareDialog({ onClose }: { onClose: () => void }) {
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
