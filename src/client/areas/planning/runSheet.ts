import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import { nowAndNext, type RunSheetEvent, runSheetMachine } from '../../../../machines/runSheetMachine';
import { isApiError } from '../../../shared/apiError';
import type { RunSheet } from '../../../shared/runSheet';
import { type WeddingClock, weddingClock } from '../../../shared/weddingClock';
import { useApi } from '../../app/AppContext';
import { loadZones } from '../../lib/zones';
import { pageSocketBase } from '../../realtime/realtimeApp';
import { openRunSheetChannel } from '../../realtime/socketConnection';
import { tasksApi } from './tasksApi';

// The run sheet a private link opens (issue 37): the machine (machines/runSheetMachine.ts) with its real watcher,
// clock and storage. The watcher listens on the link's real-time channel (`/ws/run-sheet`) and asks for the sheet
// when it opens and whenever the wedding's day changes; while the channel is down, or after a failed ask, it asks
// every 1.5 s, so a change reaches an open sheet within two seconds either way.

/** How often a run sheet asks while its channel is down or its last ask failed. */
export const RUN_SHEET_POLL_MS = 1_500;
/** How often it asks anyway while the channel listens: the wedding's own name, date or zone sends no signal. */
const RUN_SHEET_SAFETY_MS = 60_000;
const CLOCK_MS = 15_000;
const storageKey = (token: string) => `vowline.runSheet.${token}`;

interface Kept {
  sheet: RunSheet | null;
  seen: Record<string, string | null>;
}

function readKept(token: string): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(token)) ?? 'null') as Kept | null;
    return { sheet: kept?.sheet ?? null, seen: kept?.seen ?? {} };
  } catch {
    return { sheet: null, seen: {} };
  }
}

const BEFORE: WeddingClock = { day: 'before', minutes: 0 };

export function useRunSheet(token: string) {
  const api = useApi(tasksApi);
  const [kept] = useState(() => readKept(token));
  // The wedding whose clock ticks: the kept sheet's until the server answers.
  const wedding = useRef(kept.sheet?.wedding ?? null);
  const zones = useRef(false);
  const clockNow = (): RunSheetEvent | null =>
    zones.current && wedding.current
      ? { type: 'clock.ticked', clock: weddingClock(wedding.current.date, wedding.current.time_zone, Date.now()) }
      : null;
  const sheet = useActorRef(
    runSheetMachine.provide({
      actors: {
        watcher: fromCallback<RunSheetEvent>(({ sendBack }) => {
          const controller = new AbortController();
          let timer: ReturnType<typeof setTimeout> | undefined;
          let asking = false;
          let askAgain = false;
          let listening = false;
          let gone = false;
          const ask = async () => {
            if (gone) return;
            if (asking) {
              askAgain = true;
              return;
            }
            asking = true;
            clearTimeout(timer);
            let failed = false;
            try {
              const answer = await api.runSheet(token, controller.signal);
              wedding.current = answer.wedding;
              sendBack({ type: 'sheet.loaded', sheet: answer });
              const tick = clockNow();
              if (tick) sendBack(tick);
            } catch (error) {
              if (controller.signal.aborted) return;
              if (isApiError(error) && error.status === 404) {
                gone = true;
                closeChannel();
                return sendBack({ type: 'sheet.gone' });
              }
              sendBack({ type: 'sheet.failed', at: Date.now() });
              failed = true;
            } finally {
              asking = false;
            }
            if (askAgain) {
              askAgain = false;
              return void ask();
            }
            // While the channel listens it says when to ask (with a slow look in case the wedding itself changed);
            // without it, or after a failure, the sheet asks again soon.
            timer = setTimeout(ask, listening && !failed ? RUN_SHEET_SAFETY_MS : RUN_SHEET_POLL_MS);
          };
          const closeChannel = openRunSheetChannel({
            baseUrl: pageSocketBase(window.location),
            token,
            // "ready" (after each reconnect too: what changed meanwhile is in the answer) and "changed" both ask.
            heard: () => {
              listening = true;
              void ask();
            },
            closed: () => {
              listening = false;
              if (!asking) {
                clearTimeout(timer);
                timer = setTimeout(ask, RUN_SHEET_POLL_MS);
              }
            },
          });
          // A phone that loses its signal may keep a dead socket for a while: the browser's own word asks at once, so
          // the sheet says "Offline since" (or catches up) without waiting for the socket to notice.
          const onNetwork = () => void ask();
          window.addEventListener('offline', onNetwork);
          window.addEventListener('online', onNetwork);
          void ask();
          return () => {
            gone = true;
            controller.abort();
            clearTimeout(timer);
            closeChannel();
            window.removeEventListener('offline', onNetwork);
            window.removeEventListener('online', onNetwork);
          };
        }),
        clock: fromCallback<RunSheetEvent>(({ sendBack }) => {
          let stopped = false;
          const read = () => {
            const tick = clockNow();
            if (!stopped && tick) sendBack(tick);
          };
          void loadZones().then(() => {
            zones.current = true;
            read();
          });
          const timer = setInterval(read, CLOCK_MS);
          return () => {
            stopped = true;
            clearInterval(timer);
          };
        }),
      },
      actions: {
        keep: (_, kept) => {
          try {
            if (kept.sheet) localStorage.setItem(storageKey(token), JSON.stringify(kept));
            else localStorage.removeItem(storageKey(token));
          } catch {
            // A full or refused storage only loses the offline copy.
          }
        },
      },
    }),
    { input: { ...kept, clock: BEFORE } },
  );
  return sheet;
}

export type RunSheetRef = ReturnType<typeof useRunSheet>;

export const useSheet = (ref: RunSheetRef) => useSelector(ref, (s) => s.context.sheet);
export const useSheetStatus = (ref: RunSheetRef) =>
  useSelector(ref, (s) =>
    s.matches('gone')
      ? 'gone'
      : s.matches({ watching: 'failed' })
        ? 'failed'
        : s.matches({ watching: 'offline' })
          ? 'offline'
          : s.matches({ watching: 'loading' })
            ? 'loading'
            : 'live',
  );
export const useOfflineSince = (ref: RunSheetRef) => useSelector(ref, (s) => s.context.offlineSince);
export const useChanges = (ref: RunSheetRef) => useSelector(ref, (s) => s.context.changes);
export const useNowAndNext = (ref: RunSheetRef) =>
  useSelector(
    ref,
    (s) => nowAndNext(s.context.sheet?.items ?? [], s.context.clock),
    (a, b) => a.now === b.now && a.next === b.next,
  );
