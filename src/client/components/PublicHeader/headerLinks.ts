import { useEffect, useState } from 'react';
import { useApp } from '../../app/AppContext';

// The public header's five links (spec section 2) go to the marketing site when the deployment names one
// (MARKETING_URL, read from /api/v1/client-config/); otherwise to the app's own general pages, so a fresh install
// never sends a visitor to someone else's domain.

export interface HeaderLink {
  label: string;
  href: string;
  /** Outside the app: a plain link, not the router's. */
  external: boolean;
}

const LINKS = [
  ['Platform', 'platform', '/how-it-works'],
  ['Resources', 'resources', '/support'],
  ['Pricing', 'pricing', '/pricing'],
  ['Company', 'company', '/homeindex'],
  ['Contact', 'contact', '/support'],
] as const;

export function headerLinks(marketingUrl: string | null): HeaderLink[] {
  return LINKS.map(([label, page, own]) =>
    marketingUrl ? { label, href: `${marketingUrl}/${page}`, external: true } : { label, href: own, external: false },
  );
}

/** The setting is read once per visit, when a public header first shows; until then the app's own pages are used. */
let asked: Promise<string | null> | null = null;
let known: string | null = null;

export function useHeaderLinks(): HeaderLink[] {
  const { http } = useApp();
  const [marketingUrl, setMarketingUrl] = useState(known);
  useEffect(() => {
    let live = true;
    asked ??= http<{ marketing_url?: string | null }>('/api/v1/client-config/').then(
      (config) => config.marketing_url ?? null,
      () => null,
    );
    void asked.then((url) => {
      known = url;
      if (live) setMarketingUrl(url);
    });
    return () => {
      live = false;
    };
  }, [http]);
  return headerLinks(marketingUrl);
}
