import type { InvitationInsert, InvitationSendBody, InvitationSendResult } from '../../../shared/invitations';
import type {
  AddOnBody,
  AddOnName,
  AddOnState,
  AddOns,
  Gift,
  GiftBody,
  GiftPatch,
  GuestInfo,
  Household,
  HouseholdBody,
  ImportPreview,
  LogisticsBody,
  RsvpSummary,
  SiteTranslationBody,
  SiteTranslationsAnswer,
  VersionedLogistics,
  Website,
  WebsiteUpdateBody,
} from '../../../shared/site';
import type { PostPhoto } from '../../../shared/socialTypes';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

const account = (wedding: string, rest: string) => `/api/v1/accounts/${encodeURIComponent(wedding)}/${rest}`;

// The wedding website, logistics, add-ons, guest list and RSVP counts, one function each.
function createSiteApi(http: Http) {
  return {
    website: (wedding: string) => http<Website>(account(wedding, 'website/')),
    updateWebsite: (wedding: string, body: WebsiteUpdateBody) =>
      http<Website>(account(wedding, 'website/'), { method: 'PATCH', body }),
    /** The site as guests will see it, as HTML, for the editor's preview frame. */
    preview: (wedding: string, lang?: string) =>
      http<string>(account(wedding, `website/preview/${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`)),
    /** The couple's texts in one of the site's other languages (issue 39). */
    saveTranslation: (wedding: string, lang: string, body: SiteTranslationBody) =>
      http<SiteTranslationsAnswer>(account(wedding, `website/translations/${encodeURIComponent(lang)}/`), {
        method: 'PUT',
        body,
      }),
    logistics: (wedding: string) => http<VersionedLogistics>(account(wedding, 'logistics/')),
    saveLogistics: (wedding: string, body: LogisticsBody, ifMatch?: number) =>
      http<VersionedLogistics>(account(wedding, 'logistics/'), { method: 'PUT', body, ifMatch }),
    guestInfo: (wedding: string) => http<GuestInfo>(account(wedding, 'guest-info/')),
    addOns: (wedding: string) => http<AddOns>(account(wedding, 'add-ons/')),
    updateAddOn: (wedding: string, name: AddOnName, body: AddOnBody) =>
      http<AddOnState>(account(wedding, `add-ons/${name}/`), { method: 'PATCH', body }),
    households: (wedding: string) => http<Page<Household>>(account(wedding, 'households/')),
    createHousehold: (wedding: string, body: HouseholdBody) =>
      http<Household>(account(wedding, 'households/'), { method: 'POST', body }),
    updateHousehold: (id: string, body: HouseholdBody, ifMatch?: number | null) =>
      http<Household>(`/api/v1/households/${id}/`, { method: 'PATCH', body, ifMatch }),
    deleteHousehold: (id: string) => http<void>(`/api/v1/households/${id}/`, { method: 'DELETE' }),
    importGuests: (wedding: string, csv: string, dryRun: boolean) =>
      http<ImportPreview>(account(wedding, 'guests/import/'), { method: 'POST', body: { csv, dry_run: dryRun } }),
    exportGuests: (wedding: string) => http<string>(account(wedding, 'guests/export/')),
    gifts: (wedding: string) => http<Page<Gift>>(account(wedding, 'gifts/')),
    createGift: (wedding: string, body: GiftBody) => http<Gift>(account(wedding, 'gifts/'), { method: 'POST', body }),
    updateGift: (id: string, body: GiftPatch) => http<Gift>(`/api/v1/gifts/${id}/`, { method: 'PATCH', body }),
    deleteGift: (id: string) => http<void>(`/api/v1/gifts/${id}/`, { method: 'DELETE' }),
    /** Issue 35: mails invitations to the households `to` picks (queued), or with `dry_run` previews them. */
    sendInvitations: (wedding: string, body: InvitationSendBody) =>
      http<InvitationSendResult>(account(wedding, 'invitation-sends/'), { method: 'POST', body }),
    invitationInserts: (wedding: string) => http<Page<InvitationInsert>>(account(wedding, 'invitation-inserts/')),
    rsvpSummary: (wedding: string) => http<RsvpSummary>(account(wedding, 'rsvp-summary/')),
    galleryPhotos: (wedding: string) => http<Page<PostPhoto>>(account(wedding, 'website/photos/')),
    addGalleryPhotos: (wedding: string, files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file);
      return http<Page<PostPhoto>>(account(wedding, 'website/photos/'), { method: 'POST', body: form });
    },
    removeGalleryPhoto: (wedding: string, photo: string) =>
      http<void>(account(wedding, `website/photos/${photo}/`), { method: 'DELETE' }),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const siteApi = part('site', createSiteApi);
