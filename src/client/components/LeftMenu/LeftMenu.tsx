import { Link, useLocation } from 'wouter';
import { texts } from '../../../shared/messages';
import { shareText } from '../../lib/links';
import { button } from '../../styles/ui.css';
import * as css from './LeftMenu.css';

const items = [
  ['Feed', '/feed'],
  ['Explore', '/explore'],
  ['Start something', '/launch'],
] as const;

const recommendHref = `mailto:?subject=${encodeURIComponent(shareText)}&body=${encodeURIComponent(
  `${shareText} ${typeof window === 'undefined' ? '' : window.location.origin} #wedding #planning #family`,
)}`;

export function LeftMenu() {
  const [location] = useLocation();
  return (
    <aside className={css.menu}>
      <nav aria-label="Main">
        <ul className={css.links}>
          {items.map(([label, href]) => (
            <li key={href}>
              <Link
                className={css.link}
                href={href}
                aria-current={location === href || (href === '/feed' && location === '/') ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={css.recommend} aria-labelledby="recommend-title">
        <p id="recommend-title" className={css.recommendTitle}>
          {texts.recommendTitle}
        </p>
        <a className={button.secondary} href={recommendHref}>
          {texts.recommendButton}
        </a>
      </section>
    </aside>
  );
}
