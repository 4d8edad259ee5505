import { useSelector } from '@xstate/store-react';
import { useLocation } from 'wouter';
import type { VendorBusiness, VendorClient, WeddingVendor } from '../../../shared/vendors';
import { isCouple } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useItemEditor } from '../../lib/useItemEditor';
import { usePager } from '../../lib/usePager';
import { saveVersioned } from '../../lib/versioned';
import { tasksApi } from '../planning/tasksApi';
import { useWeddingCall } from '../weddings/WeddingContext';
import { weddingsApi } from '../weddings/weddingsApi';
import { vendorsApi } from './vendorsApi';
import { vendorsStore } from './vendorsStore';
import { vendorValues } from './vendorValues';

// Vendors' reads and writes for the pages. Every read is keyed on the vendors store's version, so a change told over
// the socket (the couple's edit, the vendor's confirmation) loads the open page again.

export function useVendorsVersion(): number {
  const store = useStore(vendorsStore);
  return useSelector(store, (s) => s.context.version);
}

/** An amount field as the API takes it: the text as typed (the server checks it against the currency), or none. */
const amount = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** A vendor's fields as the vendor form holds them. */
export function vendorBody(v: Record<string, string>) {
  const currency = (v.currency || 'USD').toUpperCase();
  return {
    name: v.name ?? '',
    category: (v.category ?? 'other') as WeddingVendor['category'],
    contact_person: v.contact_person ?? '',
    phone: v.phone ?? '',
    email: v.email ?? '',
    website: v.website ?? '',
    status: (v.status ?? 'considering') as WeddingVendor['status'],
    notes: v.notes ?? '',
    currency,
    quoted_price: amount(v.quoted_price),
    deposit_amount: amount(v.deposit_amount),
    deposit_due: v.deposit_due || null,
    amount_paid: amount(v.amount_paid),
  };
}

export function useWeddingVendors(wedding: string) {
  const api = useApi(vendorsApi);
  const version = useVendorsVersion();
  return useData(`vendors:${wedding}`, async (signal) => (await api.weddingVendors(wedding, signal)).results, version);
}

export function useWeddingVendor(id: string) {
  const api = useApi(vendorsApi);
  const version = useVendorsVersion();
  return useData(`vendor:${id}`, (signal) => api.weddingVendor(id, signal), version);
}

/** The add-vendor form's submit: to the vendor's page once saved. */
export function useAddVendor(wedding: string, slug: string) {
  const api = useApi(vendorsApi);
  const call = useWeddingCall();
  const [, navigate] = useLocation();
  const toasts = useCallToasts();
  return async (v: Record<string, string>) => {
    const vendor = await call(api.addVendor({ account: wedding, ...vendorBody(v) }));
    toasts.succeeded(`${vendor.name} was added to your vendors.`);
    navigate(`/wedding/${slug}/vendors/view/${vendor.id}`);
  };
}

/** A vendor's edit form and its delete; a save from a stale version is merged or shown (issue 31). */
export function useVendorEditor(vendor: WeddingVendor, slug: string) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const [, navigate] = useLocation();
  return useItemEditor({
    save: async (v, version) => {
      await saveVersioned({
        save: () => call(api.updateVendor(vendor.id, vendorBody(v), version)),
        read: () => call(api.weddingVendor(vendor.id)),
        values: (saved: WeddingVendor) => vendorValues(saved),
      });
      store.trigger.changed();
      navigate(`/wedding/${slug}/vendors/view/${vendor.id}`);
    },
    remove: () => call(api.deleteVendor(vendor.id)),
    deleted: () => {
      toasts.succeeded(`${vendor.name} was removed from your vendors.`);
      navigate(`/wedding/${slug}/vendors`);
    },
  });
}

/** The set-expectations form's submit for one linked vendor. */
export function useSetExpectations(vendorId: string, dayTasks: () => string[]) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return async (v: Record<string, string>) => {
    await call(
      api.setExpectations(vendorId, {
        deliverables: v.deliverables ?? '',
        arrival_time: v.arrival_time || null,
        day_contacts: v.day_contacts ?? '',
        day_tasks: dayTasks(),
      }),
    );
    store.trigger.changed();
    toasts.succeeded('Expectations saved. The vendor will be asked to confirm them.');
  };
}

/** "Add to my wedding" from the directory: one business onto one of the user's weddings. */
export function useAddToWedding() {
  const api = useApi(vendorsApi);
  const toasts = useCallToasts();
  return useAction(
    (input: { wedding: string; business: string }) =>
      api.addVendor({ account: input.wedding, business: input.business }),
    (vendor) => toasts.succeeded(`${vendor.name} is on your wedding’s vendor list.`),
  );
}

// ---------- The vendor area ----------

export function useVendorArea() {
  const api = useApi(vendorsApi);
  const version = useVendorsVersion();
  return useData('vendor-area', (signal) => api.mine(signal), version);
}

export function useClients(business: string) {
  const api = useApi(vendorsApi);
  const version = useVendorsVersion();
  return useData(
    `clients:${business}`,
    async (signal): Promise<VendorClient[]> => (business ? (await api.clients(business, signal)).results : []),
    version,
  );
}

export function useBusiness(id: string) {
  const api = useApi(vendorsApi);
  return useData(`business:${id}`, (signal) => api.business(id, signal));
}

export function useConfirmExpectations() {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  return useAction(
    (vendorId: string) => api.confirmExpectations(vendorId),
    () => {
      store.trigger.changed();
      toasts.succeeded('Expectations confirmed. The couple can see it now.');
    },
  );
}

export function useTeamActions(business: string) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  const add = async (v: Record<string, string>) => {
    await api.addTeamMember(business, v.email ?? '');
    store.trigger.changed();
    toasts.succeeded('Invitation sent. They join the team once they accept it.');
  };
  const remove = useAction(
    (user: string) => api.removeTeamMember(business, user),
    () => store.trigger.changed(),
  );
  return { add, remove };
}

/** The wedding's run-of-show, to pick and name the items assigned to a vendor. */
export function useRunOfShowItems(wedding: string) {
  const api = useApi(tasksApi);
  return useData(`vendor-day:${wedding}`, async (signal) => (await api.day(wedding, signal)).results);
}

export interface DirectoryQuery {
  search: string;
  category: string;
  city: string;
}

/** The directory under a search, a page at a time ("Show more"). */
export function useDirectory(query: DirectoryQuery) {
  const api = useApi(vendorsApi);
  return usePager<VendorBusiness>(`directory:${JSON.stringify(query)}`, {
    first: (signal) => api.directory(query, signal),
    page: (link, signal) => api.directoryPage(link, signal),
  });
}

/** The weddings the user may add a vendor to: those where they are one of the couple. */
export function useCoupleWeddings() {
  const api = useApi(weddingsApi);
  return useData('couple-weddings', async () => (await api.mine()).results.filter(isCouple));
}

/** A business's fields as the business form holds them. */
export function businessBody(v: Record<string, string>) {
  const currency = (v.currency || 'USD').toUpperCase();
  return {
    name: v.name ?? '',
    category: (v.category ?? 'other') as WeddingVendor['category'],
    cities: (v.cities ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    description: v.description ?? '',
    price_min: amount(v.price_min),
    price_max: amount(v.price_max),
    currency,
    contact_name: v.contact_name ?? '',
    email: v.email ?? '',
    phone: v.phone ?? '',
    website: v.website ?? '',
  };
}

/** The create form's submit: the business, then the photos chosen on the form, then its public page. */
export function useCreateBusiness(photos: () => File[]) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const [, navigate] = useLocation();
  const toasts = useCallToasts();
  return async (v: Record<string, string>) => {
    const business = await api.createBusiness(businessBody(v));
    const chosen = photos();
    if (chosen.length) {
      try {
        await api.addPhotos(business.id, chosen);
      } catch (error) {
        // The business exists now; a refused photo is told, and can be added again in its settings.
        toasts.failed(error);
      }
    }
    store.trigger.changed();
    toasts.succeeded(`${business.name} is registered. Couples can find it in the directory now.`);
    navigate(`/v/${business.id}`);
  };
}

export function useUpdateBusiness(id: string) {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  return async (v: Record<string, string>) => {
    await api.updateBusiness(id, businessBody(v));
    store.trigger.changed();
    toasts.succeeded('Your business details are saved.');
  };
}
