import type { TemplateApplied } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useWeddingCall } from '../weddings/WeddingContext';
import { boardStore } from './boardStore';
import { tasksApi } from './tasksApi';

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
    ({ template, wedding, today, skip }: { template: string; wedding: string; today: string; skip?: string[] }) =>
      call(api.applyTemplate(template, wedding, today, skip)),
    (result) => {
      if (result.tasks_created) store.trigger.resynced();
      applied(result);
    },
  );
}
