import { useActorRef, useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { weddingAccessMachine } from '../../../../machines/weddingAccessMachine';
import { isApiError } from '../../../shared/apiError';
import { type AccessLevel, isCouple, type Wedding } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { followSeq, followsStore } from './followsStore';
import { weddingsApi } from './weddingsApi';

export type WeddingAccessRef = ActorRefFrom<typeof weddingAccessMachine>;
const WeddingAccessContext = createContext<WeddingAccessRef | null>(null);

/** One wedding's access actor for every page under /wedding/{slug}; each page says who may open it. */
export function WeddingProvider(props: { slug: string; level: AccessLevel; denied: boolean; children: ReactNode }) {
  const { slug, level, denied, children } = props;
  const api = useApi(weddingsApi);
  const [, navigate] = useLocation();
  const access = useActorRef(
    weddingAccessMachine.provide({
      actions: {
        goToWeddings: ({ context }) =>
          navigate(`/weddings?missing=${encodeURIComponent(context.slug)}`, { replace: true }),
      },
      actors: {
        loadWedding: fromPromise<Wedding, { slug: string }>(({ input, signal }) => api.get(input.slug, signal)),
      },
    }),
    { input: { slug, level, denied } },
  );
  // A page change inside the same wedding: the machine decides whether the new page may be shown.
  useEffect(() => {
    access.send({ type: 'page.opened', level, denied });
  }, [access, level, denied]);
  // A follow of this wedding changed elsewhere (approved, asked, removed): its standing and counts are fetched again.
  const weddingId = useSelector(access, (s) => s.context.wedding?.id ?? null);
  const follows = useStoreSelector(useStore(followsStore), (s) => (weddingId ? followSeq(s.context, weddingId) : 0));
  const seen = useRef({ weddingId, follows });
  useEffect(() => {
    // Only a change told while this wedding is open reloads it; what was told before it opened is in its first load.
    const before = seen.current;
    seen.current = { weddingId, follows };
    if (before.weddingId === weddingId && before.follows !== follows) access.send({ type: 'wedding.reload' });
  }, [access, weddingId, follows]);
  return <WeddingAccessContext.Provider value={access}>{children}</WeddingAccessContext.Provider>;
}

export function useWeddingAccess(): WeddingAccessRef {
  const access = useContext(WeddingAccessContext);
  if (!access) throw new Error('useWeddingAccess outside WeddingProvider');
  return access;
}

export type AccessView = 'loading' | 'accessible' | 'notAccessible' | 'failed';

export function useAccessView(): AccessView {
  return useSelector(useWeddingAccess(), (s) =>
    s.matches('accessible')
      ? 'accessible'
      : s.matches('notAccessible')
        ? 'notAccessible'
        : s.matches('failed')
          ? 'failed'
          : 'loading',
  );
}

/** The wedding as last loaded (null until it is). */
export function useWedding(): Wedding | null {
  return useSelector(useWeddingAccess(), (s) => s.context.wedding);
}

/** Whether the reader is one of the couple of the open wedding: the one place the client reads a role from. */
export function useIsCouple(): boolean {
  return useSelector(useWeddingAccess(), (s) => s.context.wedding !== null && isCouple(s.context.wedding));
}

/** The wedding inside a page that only renders once it is accessible. */
export function useLoadedWedding(): Wedding {
  const wedding = useWedding();
  if (!wedding) throw new Error('useLoadedWedding before the wedding loaded');
  return wedding;
}

/** Runs one of the wedding's calls; a 403 makes the wedding not accessible (spec section 4). */
export function useWeddingCall() {
  const access = useWeddingAccess();
  return async <T,>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (isApiError(error) && error.status === 403) access.send({ type: 'access.denied' });
      throw error;
    }
  };
}
