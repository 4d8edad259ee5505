import { Link } from 'wouter';
import { texts } from '../../../shared/messages';
import { weddingTexts } from '../../../shared/weddings';
import { externalLinks } from '../../lib/links';
import { card, formError, stack } from '../../styles/ui.css';

/** Spec section 2: the 'No access' page, with the access=denied message above it when that brought the user here. */
export function NoAccess({ denied }: { denied: boolean }) {
  return (
    <section className={`${card} ${stack}`} aria-labelledby="no-access-title">
      {denied ? (
        <p className={formError} role="alert">
          {weddingTexts.accessDeniedQuery}
        </p>
      ) : null}
      <h1 id="no-access-title">{weddingTexts.noAccess}</h1>
      <p>
        <Link href="/">{texts.goBackHome}</Link> · <a href={externalLinks.support}>Contact support</a>
      </p>
    </section>
  );
}
