import type { RunSheetLink } from '../../../shared/runSheet';
import { useApi } from '../../app/AppContext';
import { useCommand } from '../../lib/useCommand';
import { useData } from '../../lib/useData';
import { useWeddingCall } from '../weddings/WeddingContext';
import { tasksApi } from './tasksApi';

// The couple's run sheet links (issue 37): listed on the run-of-show, made with a name (and, optionally, one member
// whose items alone it shows), turned off for good.

export function useRunSheetLinks(wedding: string) {
  const api = useApi(tasksApi);
  const call = useWeddingCall();
  const links = useData<RunSheetLink[]>(
    `run-sheet-links:${wedding}`,
    async (signal) => (await call(api.runSheetLinks(wedding, signal))).results,
  );
  const revoke = useCommand(
    (link: RunSheetLink) => call(api.revokeRunSheetLink(link.id)),
    () => links.reload(),
    (link) => `The link for ${link.name} is turned off.`,
  );
  return {
    links,
    revoke,
    /** The add form's submit: the form machine shows a refusal under its fields. */
    create: async (v: Record<string, string>) => {
      await api.createRunSheetLink({ account: wedding, name: v.name ?? '', assignee: v.assignee || null });
      links.reload();
    },
  };
}
