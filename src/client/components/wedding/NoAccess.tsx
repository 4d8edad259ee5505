import { Link, useLocation } from 'wouter';
import { texts } from '../../../shared/messages';
import { weddingTexts } from '../../../shared/weddings';
import { externalLinks } from '../../lib/links';
import { card, formError, stack } from '../../styles/ui.css';

/** What each part of a wedding is called, by the first segment after /wedding/{slug}/. */
const AREAS: Record<string, string> = {
  money: 'Funds',
  settings: 'Settings',
  website: 'The website',
  logistics: 'Logistics',
  websites: 'The website',
  'add-ons': 'Add-ons',
  'set-expectations': 'Vendors',
  guests: 'The guest list',
  'guest-info': 'Guest info',
  people: 'The committee',
  followers: 'Followers',
  tasks: 'Tasks',
  calendar: 'The calendar',
  events: 'The calendar',
  day: 'The run-of-show',
  vendors: 'Vendors',
};

/**
 * The part of the wedding a path opens ('Funds' for /wedding/x/money/cash-flow, or for /money/cash-flow inside the
 * wedding's own router), or null for its home.
 */
export function refusedArea(path: string): string | null {
  const inside = path.replace(/^\/wedding\/[^/]+/, '');
  const part = inside.split('/')[1];
  return part && Object.hasOwn(AREAS, part) ? AREAS[part]! : null;
}

/**
 * Spec section 2: the 'No access' page, with the access=denied message above it when that brought the user here, and
 * the part of the wedding that was refused named under it (issue 40: not always 'this dashboard').
 */
export function NoAccess({ denied }: { denied: boolean }) {
  const [path] = useLocation();
  const area = refusedArea(path);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="no-access-title">
      {denied ? (
        <p className={formError} role="alert">
          {weddingTexts.accessDeniedQuery}
        </p>
      ) : null}
      <h1 id="no-access-title">{weddingTexts.noAccess}</h1>
      {area ? <p data-testid="refused-area">{area} is not open to you on this wedding.</p> : null}
      <p>
        <Link href="/">{texts.goBackHome}</Link> · <a href={externalLinks.support}>Contact support</a>
      </p>
    </section>
  );
}
