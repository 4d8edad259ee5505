import { useSelector } from '@xstate/store-react';
import { createContext, useContext } from 'react';
import type { Task } from '../../../shared/planning';
import type { Member, Wedding } from '../../../shared/weddings';
import { useApi, useSessionUser, useStore } from '../../app/AppContext';
import { type BoardStore, boardStore } from '../../areas/planning/boardStore';
import { type CalendarStore, calendarStore } from '../../areas/planning/calendarStore';
import { type RunOfShowStore, runOfShowStore } from '../../areas/planning/runOfShowStore';
import { tasksApi } from '../../areas/planning/tasksApi';
import { useWeddingCall } from '../../areas/weddings/WeddingContext';
import { weddingsApi } from '../../areas/weddings/weddingsApi';
import { type Resource, useData } from '../../lib/useData';

// What every planning page shares: the stores of the open wedding's plan, and its members.

export const useBoardStore = (): BoardStore => useStore(boardStore);
export const useRunOfShowStore = (): RunOfShowStore => useStore(runOfShowStore);
export const useCalendarStore = (): CalendarStore => useStore(calendarStore);

/** Seeds the board (sections, tasks) and the run-of-show of the wedding; again after a resync of either. */
export function useBoardLoad(wedding: Wedding): Resource<boolean> {
  const board = useBoardStore();
  const runOfShow = useRunOfShowStore();
  const tasks = useApi(tasksApi);
  const call = useWeddingCall();
  const resyncs = useSelector(board, (s) => s.context.resyncs) + useSelector(runOfShow, (s) => s.context.resyncs);
  return useData(
    `planning:${wedding.id}`,
    async (signal) => {
      const [list, sections, day] = await Promise.all([
        call(tasks.board(wedding.id, signal)),
        call(tasks.sections(wedding.id, signal)),
        call(tasks.day(wedding.id, signal)),
      ]);
      board.trigger.seeded({ weddingId: wedding.id, tasks: list.results, sections: sections.results });
      runOfShow.trigger.seeded({ weddingId: wedding.id, items: day.results });
      return true;
    },
    resyncs,
  );
}

export function useMembersLoad(wedding: Wedding): Resource<Member[]> {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  const members = useData(`planning-members:${wedding.id}`, async () => (await call(api.members(wedding.id))).results);
  return members;
}

export interface PlanningContextValue {
  wedding: Wedding;
  members: Member[];
  /** The signed-in user's id. */
  me: string;
}

export const PlanningContext = createContext<PlanningContextValue | null>(null);

export function usePlanning(): PlanningContextValue {
  const value = useContext(PlanningContext);
  if (!value) throw new Error('usePlanning outside the planning pages');
  return value;
}

export function useMe(): string {
  return useSessionUser()?.id ?? '';
}

// Narrow selectors over the stores: a view re-renders only when what it shows changes.
export const useTasks = () => useSelector(useBoardStore(), (s) => s.context.tasks);
export const useSections = () => useSelector(useBoardStore(), (s) => s.context.sections);
export const useWeddingDayTasks = () => useSelector(useRunOfShowStore(), (s) => s.context.items);
export function useTask(id: string | null | undefined): Task | undefined {
  return useSelector(useBoardStore(), (s) => (id ? s.context.tasks.find((t) => t.id === id) : undefined));
}

/** A member's display name by user id, for assignees. */
export function nameOf(members: Member[], userId: string): string {
  return members.find((m) => m.auth_id === userId)?.user.full_name ?? 'A former member';
}

/** Same items in the same order: a derived list that did not change keeps its view from re-rendering. */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[]): boolean {
  return a !== undefined && a.length === b.length && a.every((item, i) => item === b[i]);
}
