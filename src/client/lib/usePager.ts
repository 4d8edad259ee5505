import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type Paged, type PagerPage, pagedView, pagerMachine } from '../../../machines/pagerMachine';
import type { Page } from '../../shared/types';
import { useCallToasts } from './callToasts';
import { useLoader } from './useLoader';

export type { Paged };

/** A paged list as views read it: its status and items, and what the reader (or the socket) may ask of it. */
export type PagedList<T, P> = Paged<T, P> & {
  /** "Show more". */
  more(): void;
  /** After the first page failed. */
  retry(): void;
  /** The list changed on the server: the first page again, keeping what is shown. */
  refresh(): void;
  /** A new item on top (from the socket), once. */
  prepend(item: T): void;
};

export interface PagerCalls<T, P extends Page<T>> {
  /** The first page. */
  first(signal: AbortSignal): Promise<P>;
  /** A further page by the server's `next` link. */
  page(link: string, signal: AbortSignal): Promise<Page<T>>;
  /** Each page as it lands, for a list whose items live in a store (`first` says it starts the list). */
  received?(page: Page<T>, first: boolean): void;
}

/**
 * A list read a page at a time, through the pager machine (machines/pagerMachine.ts): the one "load more" of the
 * client. `key` names the list (another key, such as a new filter, starts over from the first page); a new `revision`
 * reads the first page again, keeping the list on screen until it lands. The first page drives the loading bar like
 * `useData`; a further page that fails is one toast, and the list stays as it was.
 */
export function usePager<T extends { id: string }, P extends Page<T> = Page<T>>(
  key: string,
  calls: PagerCalls<T, P>,
  revision: string | number = 0,
): PagedList<T, P> {
  const toasts = useCallToasts();
  // The latest closures: a page is asked with what the view renders with now.
  const latest = useRef({ calls, toasts });
  latest.current = { calls, toasts };
  const { shown, send } = useLoader(
    key,
    (bar) =>
      pagerMachine.provide({
        actions: {
          ...bar,
          received: (_, { page, first }) => latest.current.calls.received?.(page as unknown as Page<T>, first),
          notifyFailed: (_, { error }) => latest.current.toasts.failed(error),
        },
        actors: {
          loadPage: fromPromise<PagerPage, { link: string | null }>(
            ({ input, signal }) =>
              (input.link === null
                ? latest.current.calls.first(signal)
                : latest.current.calls.page(input.link, signal)) as Promise<PagerPage>,
          ),
        },
      }),
    pagedView<T, P>,
    LOADING as Paged<T, P>,
    revision,
    { type: 'pager.refresh' },
  );
  const asks = useMemo(
    () => ({
      more: () => send({ type: 'pager.more' }),
      retry: () => send({ type: 'pager.retry' }),
      refresh: () => send({ type: 'pager.refresh' }),
      prepend: (item: T) => send({ type: 'pager.prepended', item }),
    }),
    [send],
  );
  return useMemo(() => ({ ...shown, ...asks }) as PagedList<T, P>, [shown, asks]);
}

const LOADING = { status: 'loading' } as const;
