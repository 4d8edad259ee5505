import type { TemplateApplied } from '../../shared/planning';
import { useApp } from '../app/AppContext';
import { useWeddingCall } from '../components/wedding/WeddingContext';
import { useResource } from '../lib/useResource';
import { useAction } from './useAction';

// The template pages' reads and their one call.

export function useTemplates() {
  const { api } = useApp();
  return useResource('templates', () => api.tasks.templates());
}

export function useTemplate(id: string) {
  const { api } = useApp();
  return useResource(`template:${id}`, (signal) => api.tasks.template(id, signal));
}

export function useCommonTasks() {
  const { api } = useApp();
  return useResource('common-tasks', (signal) => api.tasks.commonTasks(signal));
}

/** Applying a template; the board is fetched again with the new tasks (other members hear of it by the socket). */
export function useApplyTemplate(applied: (result: TemplateApplied) => void) {
  const { api, stores } = useApp();
  const call = useWeddingCall();
  return useAction(
    ({ template, wedding, today }: { template: string; wedding: string; today: string }) =>
      call(api.tasks.applyTemplate(template, wedding, today)),
    (result) => {
      if (result.tasks_created) stores.board.trigger.resynced();
      applied(result);
    },
  );
}
