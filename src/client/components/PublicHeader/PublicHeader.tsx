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

/**
 * The avatar signs the user in through the identity provider: its page (/login/provider, lazy) loads the OpenID
 * client and sends the browser on. A link, not a dynamic import here, so every page's first load stays as it was.
 */
function Avatar() {
  return (
    <Link className={css.avatar} href="/login/provider" aria-label="Sign in with your Vowline account" title="Sign in">
      {/* A person in a circle, drawn inline: an icon library would grow every page's first load. */}
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <circle cx="12" cy="10" r="3" />
        <path d="M7 20.7a6 6 0 0 1 10 0" />
      </svg>
    </Link>
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
        <Avatar />
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
