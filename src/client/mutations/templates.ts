import type { TemplateApplied } from '../../shared/planning';
import { tasksApi } from '../api/tasks';
import { useApi, useStore } from '../app/AppContext';
import { useWeddingCall } from '../components/wedding/WeddingContext';
import { useData } from '../lib/useData';
import { boardStore } from '../stores/boardStore';
import { useAction } from './useAction';

// The template pages' reads and their one call.

export function useTemplates() {
  const api = useApi(tasksApi);
  return useData('templates', () => api.templates());
}

export function useTemplate(id: string) {
  const api = useApi(tasksApi);
  return useData(`template:${id}`, (signal) => api.template(id, signal));
}

export function useCommonTasks() {
  const api = useApi(tasksApi);
  return useData('common-tasks', (signal) => api.commonTasks(signal));
}

/** Applying a template; the board is fetched again with the new tasks (other members hear of it by the socket). */
export function useApplyTemplate(applied: (result: TemplateApplied) => void) {
  const api = useApi(tasksApi);
  const store = useStore(boardStore);
  const call = useWeddingCall();
  return useAction(
    ({ template, wedding, today }: { template: string; wedding: string; today: string }) =>
      call(api.applyTemplate(template, wedding, today)),
    (result) => {
      if (result.tasks_created) store.trigger.resynced();
      applied(result);
    },
  );
}
