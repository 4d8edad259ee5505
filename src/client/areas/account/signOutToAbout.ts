import { useApi, useApp } from '../../app/AppContext';
import { accountApi } from './accountApi';

// Kept apart from the account area's calls: the farewell layout is in the router's registry, so what it imports is in
// every page's first load.

/** Where the about site is when its address cannot be read (the server's default ABOUT_URL). */
const DEFAULT_ABOUT_URL = 'https://vowline.com/about';

/**
 * Signs out and goes to the about site (ABOUT_URL, a server setting). It runs to the end even if the page unmounts
 * meanwhile (the session ending sends the app home), because the browser leaves the app for good.
 */
export function useSignOutToAbout() {
  const { session } = useApp();
  const api = useApi(accountApi);
  return async () => {
    const { about_url } = await api.clientConfig().catch(() => ({ about_url: DEFAULT_ABOUT_URL }));
    if (session.getSnapshot().context.token !== null) session.send({ type: 'session.expired' });
    window.location.replace(about_url);
  };
}
