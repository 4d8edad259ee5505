import { useLocation } from 'wouter';
import type { Wedding } from '../../../shared/weddings';
import { useApi } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { weddingPath } from '../../lib/format';
import { useData } from '../../lib/useData';
import { readerZone } from '../../lib/zones';
import { useMyWeddings } from './myWeddings';
import { useWeddingAccess, useWeddingCall } from './WeddingContext';
import { weddingsApi } from './weddingsApi';

// A wedding's set-up, settings and joining: the forms' submits (each form machine shows a refusal under its fields)
// and what each answer changes.

/** /weddings/create: sets the wedding up and opens its people page. */
export function useSetUpWedding() {
  const api = useApi(weddingsApi);
  const { refresh } = useMyWeddings();
  const toasts = useCallToasts();
  const [, navigate] = useLocation();
  return async (v: Record<string, string>) => {
    const wedding = await api.setUp({
      name: v.name ?? '',
      date: v.date ?? '',
      slug: v.slug ?? '',
      role: v.role as 'B' | 'G',
      follow_policy: v.follow_policy as 'open' | 'approval',
      // The couple's own zone is the wedding's until they say otherwise in settings (issue 37).
      time_zone: readerZone(),
    });
    await refresh();
    toasts.succeeded(`${wedding.name} is set up. Invite your partner and your committee from People.`);
    // The dashboard is where a new wedding starts: what to do next, and the way to People.
    navigate(weddingPath(wedding.slug, 'dashboard'));
  };
}

/** The couple's settings and cover image; a new address moves the page to it. */
export function useWeddingSettings(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const { refresh } = useMyWeddings();
  const access = useWeddingAccess();
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const [, navigate] = useLocation();
  const updated = (saved: Wedding, message: string) => {
    access.send({ type: 'wedding.updated', wedding: saved });
    void refresh();
    toasts.succeeded(message);
  };
  return {
    save: async (v: Record<string, string>) => {
      const body = {
        name: v.name,
        date: v.date,
        slug: v.slug,
        follow_policy: v.follow_policy as 'open' | 'approval',
        time_zone: v.time_zone,
      };
      const saved = await call(api.update(wedding.id, body));
      updated(saved, 'Your changes are saved.');
      if (saved.slug !== wedding.slug) navigate(weddingPath(saved.slug, 'settings'), { replace: true });
    },
    uploadCover: async (file: File) =>
      updated(await call(api.uploadCover(wedding.id, file)), 'The cover image has been updated.'),
  };
}

/** /accept-invite: what the invitation is for, and accepting it (which opens the wedding). */
export function useInvitation(code: string) {
  const api = useApi(weddingsApi);
  const { refresh } = useMyWeddings();
  const [, navigate] = useLocation();
  const preview = useData(`invite:${code}`, () => api.previewInvite(code));
  const accept = async () => {
    const res = await api.acceptInvite(code);
    await refresh();
    navigate(weddingPath(res.account.slug), { replace: true });
  };
  return { preview, accept };
}
