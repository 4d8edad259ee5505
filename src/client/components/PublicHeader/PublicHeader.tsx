import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { disclosureMachine } from '../../../../machines/disclosureMachine';
import { externalLinks } from '../../lib/links';
import { button } from '../../styles/ui.css';
import { useHeaderLinks } from './headerLinks';
import * as css from './PublicHeader.css';

function HeaderLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return useHeaderLinks().map(({ label, href, external }) =>
    external ? (
      <a key={label} className={className} href={href} rel="noopener">
        {label}
      </a>
    ) : (
      <Link key={label} className={className} href={href} onClick={onNavigate}>
        {label}
      </Link>
    ),
  );
}

/** Top bar and public header of signed-out pages, with the mobile menu toggle. */
export function PublicHeader() {
  const mobile = useActorRef(disclosureMachine);
  const open = useSelector(mobile, (s) => s.matches('open'));
  const close = () => mobile.send({ type: 'disclosure.closed' });
  return (
    <>
      <nav className={css.topBar} aria-label="Vowline sites">
        <a className={css.topBarLink} href={externalLinks.sites} rel="noopener">
          Sites
        </a>
        <a className={css.topBarLink} href={externalLinks.magazine} rel="noopener">
          Magazine
        </a>
        <a className={css.topBarLink} href={externalLinks.about} rel="noopener">
          About
        </a>
      </nav>
      <header className={css.header}>
        <Link className={css.brand} href="/">
          Vowline
        </Link>
        <nav className={css.nav} aria-label="Vowline">
          <HeaderLinks className={css.navLink} />
        </nav>
        <div className={css.actions}>
          <Link className={button.quiet} href="/login">
            Sign in
          </Link>
          <Link className={button.primary} href="/signup">
            Sign up
          </Link>
        </div>
        <button
          type="button"
          className={css.menuToggle}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => mobile.send({ type: 'disclosure.toggled' })}
        >
          {open ? 'Close' : 'Menu'}
        </button>
      </header>
      {open ? (
        <nav id="mobile-menu" className={css.mobileMenu} aria-label="Mobile">
          <Link className={button.primary} href="/signup" onClick={close}>
            Sign up
          </Link>
          <Link className={button.secondary} href="/login" onClick={close}>
            Sign in
          </Link>
          <HeaderLinks className={css.navLink} onNavigate={close} />
        </nav>
      ) : null}
    </>
  );
}
