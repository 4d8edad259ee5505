import type { Page } from '../../../shared/types';
import type {
  Follower,
  FollowResult,
  InvitePreview,
  Member,
  ReceivedInvite,
  SentInvite,
  SlugCheck,
  Wedding,
} from '../../../shared/weddings';
import type { InviteBody, WeddingSetUpBody, WeddingUpdateBody } from '../../../shared/weddingsSchemas';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { allPages } from '../../http/paging';

type Answer = { status: 'accepted' | 'declined'; account: { id: string; slug: string; name: string } };
const at = (idOrSlug: string, rest = '') => `/api/v1/accounts/${encodeURIComponent(idOrSlug)}/${rest}`;

// Calls of spec section 7 (Accounts and Invites), one function each.
function createWeddingsApi(http: Http) {
  return {
    mine: () => allPages(http, http<Page<Wedding>>('/api/v1/accounts/')),
    get: (idOrSlug: string, signal?: AbortSignal) => http<Wedding>(at(idOrSlug), { signal }),
    setUp: (body: WeddingSetUpBody) => http<Wedding>('/api/v1/accounts/set-up/', { method: 'POST', body }),
    update: (id: string, body: WeddingUpdateBody) => http<Wedding>(at(id), { method: 'PATCH', body }),
    slugExists: (slug: string) => http<SlugCheck>('/api/v1/accounts/slug-exists/', { method: 'POST', body: { slug } }),
    uploadCover: (id: string, file: File) => {
      const form = new FormData();
      form.append('cover', file);
      return http<Wedding>(at(id, 'cover/'), { method: 'POST', body: form });
    },
    follow: (id: string, user?: string) =>
      http<FollowResult>(at(id, 'followers/'), { method: 'POST', body: { account: id, ...(user ? { user } : {}) } }),
    unfollow: (id: string) => http<void>(at(id, 'unfollow/'), { method: 'DELETE' }),
    followers: (id: string, page = 1) => http<Page<Follower>>(at(id, 'followers/'), { query: { page } }),
    followRequests: (id: string, page = 1) => http<Page<Follower>>(at(id, 'followers/requests/'), { query: { page } }),
    answerRequest: (id: string, userId: string, approve: boolean) =>
      http<FollowResult>(at(id, `followers/requests/${userId}/${approve ? 'approve' : 'decline'}/`), {
        method: 'POST',
      }),
    removeFollower: (id: string, userId: string) => http<void>(at(id, `followers/${userId}/`), { method: 'DELETE' }),
    members: (id: string) => allPages(http, http<Page<Member>>(at(id, 'members/'))),
    sentInvites: (id: string) => allPages(http, http<Page<SentInvite>>(at(id, 'invites/'))),
    invite: (id: string, body: InviteBody) => http<SentInvite>(at(id, 'invites/'), { method: 'POST', body }),
    receivedInvites: () => allPages(http, http<Page<ReceivedInvite>>('/api/v1/account-invites/')),
    previewInvite: (code: string) =>
      http<InvitePreview>('/api/v1/account-invites/preview/', { method: 'POST', body: { code } }),
    acceptInvite: (code: string) => http<Answer>('/api/v1/account-invites/accept/', { method: 'POST', body: { code } }),
    answerInvite: (inviteId: string, accept: boolean) =>
      http<Answer>(`/api/v1/account-invites/${inviteId}/response/`, { method: 'POST', body: { accept } }),
    resendInvite: (inviteId: string) =>
      http<SentInvite>(`/api/v1/account-invites/${inviteId}/resend/`, { method: 'POST' }),
    cancelInvite: (inviteId: string) => http<void>(`/api/v1/account-invites/${inviteId}/`, { method: 'DELETE' }),
    removeMember: (memberId: string) => http<void>(`/api/v1/account-members/${memberId}/`, { method: 'DELETE' }),
  };
}

export type WeddingsApi = ReturnType<typeof createWeddingsApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const weddingsApi = part('weddings', createWeddingsApi);
