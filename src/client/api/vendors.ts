import type { Page } from '../../shared/types';
import type { OwnBusiness, VendorArea, VendorBusiness, VendorClient, WeddingVendor } from '../../shared/vendors';
import type {
  BusinessCreateBody,
  BusinessUpdateBody,
  ExpectationsBody,
  WeddingVendorCreateBody,
  WeddingVendorUpdateBody,
} from '../../shared/vendorsSchemas';
import type { Http } from './http';

// Vendors (spec section 7: /vendor/vendors/, /vendor/vendor-categories/, /account-vendors/), one function each.
export function vendorsApi(http: Http) {
  return {
    directory: (query: { search?: string; category?: string; city?: string; page?: number }, signal?: AbortSignal) =>
      http<Page<VendorBusiness>>('/api/v1/vendor/vendors/', {
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
          string,
          string
        >,
        signal,
      }),
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
    clients: (id: string, signal?: AbortSignal) =>
      http<Page<VendorClient>>(`/api/v1/vendor/vendors/${id}/clients/`, { signal }),

    weddingVendors: (account: string, signal?: AbortSignal) =>
      http<Page<WeddingVendor>>('/api/v1/account-vendors/', { query: { account }, signal }),
    weddingVendor: (id: string, signal?: AbortSignal) =>
      http<WeddingVendor>(`/api/v1/account-vendors/${encodeURIComponent(id)}/`, { signal }),
    addVendor: (body: WeddingVendorCreateBody) =>
      http<WeddingVendor>('/api/v1/account-vendors/', { method: 'POST', body }),
    updateVendor: (id: string, body: WeddingVendorUpdateBody) =>
      http<WeddingVendor>(`/api/v1/account-vendors/${id}/`, { method: 'PATCH', body }),
    deleteVendor: (id: string) => http<void>(`/api/v1/account-vendors/${id}/`, { method: 'DELETE' }),
    setExpectations: (id: string, body: ExpectationsBody) =>
      http<WeddingVendor>(`/api/v1/account-vendors/${id}/expectations/`, { method: 'PUT', body }),
    confirmExpectations: (id: string) =>
      http<void>(`/api/v1/account-vendors/${id}/expectations/confirm/`, { method: 'POST' }),
  };
}

export type VendorsApi = ReturnType<typeof vendorsApi>;
