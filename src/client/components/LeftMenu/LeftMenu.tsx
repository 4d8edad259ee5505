import { Link, useLocation } from 'wouter';
import { texts } from '../../../shared/messages';
import { moveFocusWithArrows } from '../../lib/arrowKeys';
import { button } from '../../styles/ui.css';
import { RecommendUs } from '../wedding/RecommendUs';
import * as css from './LeftMenu.css';

const items = [
  ['Feed', '/feed'],
  ['Your weddings', '/weddings'],
  ['Explore', '/explore'],
  ['Start something', '/launch'],
  ['Your people', '/people'],
  ['Lists', '/lists'],
] as const;

export function LeftMenu() {
  const [location] = useLocation();
  return (
    <aside className={css.menu}>
      <nav aria-label="Main" onKeyDown={(e) => moveFocusWithArrows(e)}>
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
        <RecommendUs className={button.secondary} />
      </section>
    </aside>
  );
}
