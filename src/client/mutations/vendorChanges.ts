import type { ProposalSide } from '../../shared/vendors';
import { useApp } from '../app/AppContext';
import { useResource } from '../lib/useResource';
import { useCallToasts } from './failure';
import { useAction } from './useAction';
import { useVendorsVersion } from './vendors';

// A change to the expectations (proposed by one side, answered by the other), the planning tasks linked to a
// vendor, and a business's photos. Each write bumps the vendors store's version, so open pages load again; the
// other side's pages hear the same change over the socket.

/** The propose form's submit, for either side. */
export function useProposeChange(vendorId: string, side: ProposalSide) {
  const { api, stores } = useApp();
  const toasts = useCallToasts();
  return async (v: Record<string, string>) => {
    await api.vendors.proposeChange(vendorId, {
      deliverables: v.deliverables ?? '',
      arrival_time: v.arrival_time || null,
      day_contacts: v.day_contacts ?? '',
      note: v.note ?? '',
    });
    stores.vendors.trigger.changed();
    toasts.succeeded(
      side === 'couple' ? 'Change proposed. The vendor will be asked to accept it.' : 'Change proposed to the couple.',
    );
  };
}

/** Accepting the other side's change, and declining it (or withdrawing one's own). */
export function useAnswerChange() {
  const { api, stores } = useApp();
  const toasts = useCallToasts();
  const accept = useAction(
    (vendorId: string) => api.vendors.acceptChange(vendorId),
    () => {
      stores.vendors.trigger.changed();
      toasts.succeeded('Change accepted. The expectations are agreed.');
    },
  );
  const drop = useAction(
    (vendorId: string) => api.vendors.dropChange(vendorId),
    () => stores.vendors.trigger.changed(),
  );
  return { accept, drop };
}

export function useVendorTasks(vendorId: string) {
  const { api } = useApp();
  const version = useVendorsVersion();
  return useResource(
    `vendor-tasks:${vendorId}:${version}`,
    async (signal) => (await api.vendors.vendorTasks(vendorId, signal)).results,
  );
}

/** The wedding's planning tasks, to pick which a vendor is linked to. */
export function usePlanningTasks(wedding: string) {
  const { api } = useApp();
  return useResource(`vendor-board:${wedding}`, async (signal) => (await api.tasks.board(wedding, signal)).results);
}

export function useLinkTasks(vendorId: string, saved: () => void) {
  const { api, stores } = useApp();
  const toasts = useCallToasts();
  return useAction(
    (tasks: string[]) => api.vendors.setVendorTasks(vendorId, tasks),
    () => {
      stores.vendors.trigger.changed();
      saved();
      toasts.succeeded('Linked tasks saved.');
    },
  );
}

/** Adds one photo (ImageUpload sends one at a time) to a business's page, or removes one. */
export function useBusinessPhotos(business: string) {
  const { api, stores } = useApp();
  const add = async (file: File) => {
    await api.vendors.addPhotos(business, [file]);
    stores.vendors.trigger.changed();
  };
  const remove = useAction(
    (photo: string) => api.vendors.removePhoto(business, photo),
    () => stores.vendors.trigger.changed(),
  );
  return { add, remove };
}

/** Cities served, suggested from the reference list as the user types (two letters at least). */
export function useCitySuggestions(typed: string) {
  const { api } = useApp();
  const q = typed.trim();
  return useResource(`cities:${q.toLowerCase()}`, async (signal) =>
    q.length < 2 ? [] : (await api.vendors.cities(q, signal)).results,
  );
}
