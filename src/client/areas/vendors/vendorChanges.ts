import type { ProposalSide } from '../../../shared/vendors';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { tasksApi } from '../planning/tasksApi';
import { useVendorsVersion } from './vendors';
import { vendorsApi } from './vendorsApi';
import { vendorsStore } from './vendorsStore';

// A change to the expectations (proposed by one side, answered by the other), the planning tasks linked to a
// vendor, and a business's photos. Each write bumps the vendors store's version, so open pages load again; the
// other side's pages hear the same change over the socket.

/** The propose form's submit, for either side. */
export function useProposeChange(vendorId: string, side: ProposalSide) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  return async (v: Record<string, string>) => {
    await api.proposeChange(vendorId, {
      deliverables: v.deliverables ?? '',
      arrival_time: v.arrival_time || null,
      day_contacts: v.day_contacts ?? '',
      note: v.note ?? '',
    });
    store.trigger.changed();
    toasts.succeeded(
      side === 'couple' ? 'Change proposed. The vendor will be asked to accept it.' : 'Change proposed to the couple.',
    );
  };
}

/** Accepting the other side's change, and declining it (or withdrawing one's own). */
export function useAnswerChange() {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  const accept = useAction(
    (vendorId: string) => api.acceptChange(vendorId),
    () => {
      store.trigger.changed();
      toasts.succeeded('Change accepted. The expectations are agreed.');
    },
  );
  const drop = useAction(
    (vendorId: string) => api.dropChange(vendorId),
    () => store.trigger.changed(),
  );
  return { accept, drop };
}

export function useVendorTasks(vendorId: string) {
  const api = useApi(vendorsApi);
  const version = useVendorsVersion();
  return useData(
    `vendor-tasks:${vendorId}`,
    async (signal) => (await api.vendorTasks(vendorId, signal)).results,
    version,
  );
}

/** The wedding's planning tasks, to pick which a vendor is linked to. */
export function usePlanningTasks(wedding: string) {
  const api = useApi(tasksApi);
  return useData(`vendor-board:${wedding}`, async (signal) => (await api.board(wedding, signal)).results);
}

export function useLinkTasks(vendorId: string, saved: () => void) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  return useAction(
    (tasks: string[]) => api.setVendorTasks(vendorId, tasks),
    () => {
      store.trigger.changed();
      saved();
      toasts.succeeded('Linked tasks saved.');
    },
  );
}

/** Adds one photo (ImageUpload sends one at a time) to a business's page, or removes one. */
export function useBusinessPhotos(business: string) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const add = async (file: File) => {
    await api.addPhotos(business, [file]);
    store.trigger.changed();
  };
  const remove = useAction(
    (photo: string) => api.removePhoto(business, photo),
    () => store.trigger.changed(),
  );
  return { add, remove };
}

/** Cities served, suggested from the reference list as the user types (two letters at least). */
export function useCitySuggestions(typed: string) {
  const api = useApi(vendorsApi);
  const q = typed.trim();
  return useData(`cities:${q.toLowerCase()}`, async (signal) =>
    q.length < 2 ? [] : (await api.cities(q, signal)).results,
  );
}
