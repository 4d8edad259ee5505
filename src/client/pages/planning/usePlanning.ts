import { useSelector } from '@xstate/store-react';
import { createContext, useContext } from 'react';
import type { Task, TaskSection, WeddingDayTask } from '../../../shared/planning';
import type { Member, Wedding } from '../../../shared/weddings';
import { useApp, useSessionUser } from '../../app/AppContext';
import { useWeddings } from '../../components/wedding/myWeddings';
import { useWeddingCall } from '../../components/wedding/WeddingContext';
import { type Resource, useResource } from '../../lib/useResource';
import type { TasksStore } from '../../stores/tasksStore';

// What every planning page shares: the API clients, the tasks store of the open wedding, and its members.

export function usePlanningApi() {
  return useApp().api;
}

export function useTasksStore(): TasksStore {
  return useApp().stores.tasks;
}

/**
 * Seeds part of the store for a wedding. Lists of another wedding the store held are dropped first, so one wedding's
 * tasks never show under another's name.
 */
export function seedFor(store: TasksStore, weddingId: string, lists: Parameters<TasksStore['trigger']['seeded']>[0]) {
  if (store.getSnapshot().context.weddingId !== weddingId) {
    store.trigger.seeded({
      weddingId,
      tasks: [],
      sections: [],
      selectedTask: null,
      weddingDayTasks: [],
      taskComments: [],
      weddingDayComments: [],
      calendarEvents: [],
    });
  }
  store.trigger.seeded(lists);
}

/** Seeds the store with the wedding's board (sections, tasks) and run-of-show; again after a resync. */
export function useBoardLoad(wedding: Wedding): Resource<boolean> {
  const store = useTasksStore();
  const { tasks } = usePlanningApi();
  const call = useWeddingCall();
  const resyncs = useSelector(store, (s) => s.context.resyncs);
  return useResource(`planning:${wedding.id}:${resyncs}`, async (signal) => {
    const [board, sections, day] = await Promise.all([
      call(tasks.board(wedding.id, signal)),
      call(tasks.sections(wedding.id, signal)),
      call(tasks.day(wedding.id, signal)),
    ]);
    const selected = store.getSnapshot().context.selectedTask;
    seedFor(store, wedding.id, {
      tasks: board.results,
      sections: sections.results,
      weddingDayTasks: day.results,
      selectedTask: selected ? (board.results.find((t) => t.id === selected.id) ?? null) : null,
    });
    return true;
  });
}

export function useMembersLoad(wedding: Wedding): Resource<Member[]> {
  const { api } = useWeddings();
  const call = useWeddingCall();
  const members = useResource(
    `planning-members:${wedding.id}`,
    async () => (await call(api.members(wedding.id))).results,
  );
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

// Narrow selectors over the store: a view re-renders only when what it shows changes.
export const useTasks = () => useSelector(useTasksStore(), (s) => s.context.tasks) as Task[];
export const useSections = () => useSelector(useTasksStore(), (s) => s.context.sections) as TaskSection[];
export const useSelectedTask = () => useSelector(useTasksStore(), (s) => s.context.selectedTask) as Task | null;
export const useWeddingDayTasks = () =>
  useSelector(useTasksStore(), (s) => s.context.weddingDayTasks) as WeddingDayTask[];
export function useTask(id: string | undefined): Task | undefined {
  return useSelector(useTasksStore(), (s) => (id ? s.context.tasks.find((t) => t.id === id) : undefined)) as
    | Task
    | undefined;
}

/** A member's display name by user id, for assignees. */
export function nameOf(members: Member[], userId: string): string {
  return members.find((m) => m.auth_id === userId)?.user.full_name ?? 'A former member';
}

/** Today as the user's calendar shows it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Same items in the same order: a derived list that did not change keeps its view from re-rendering. */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[]): boolean {
  return a !== undefined && a.length === b.length && a.every((item, i) => item === b[i]);
}
