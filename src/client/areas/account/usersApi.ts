import type { LoginBody, SignUpBody } from '../../../shared/schemas';
import type { TokenResponse, User } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

// Calls of spec section 7 (Auth and Users), one function each.
function createUsersApi(http: Http) {
  return {
    signUp: (body: SignUpBody) => http<TokenResponse>('/api/v1/users/', { method: 'POST', body }),
    login: (body: LoginBody) => http<TokenResponse>('/auth/token', { method: 'POST', body }),
    /** The OpenID provider's tokens for a Vowline token (issue 11). */
    convertToken: (body: { id_token: string; access_token?: string; nonce?: string }) =>
      http<TokenResponse>('/auth/convert-token', { method: 'POST', body }),
    revoke: (token: string) => http<void>('/auth/revoke', { method: 'POST', token }),
    me: (token?: string) => http<User>('/api/v1/users/me/', { token }),
    byHandle: (slug: string) => http<User>(`/api/v1/users/${encodeURIComponent(slug)}/`),
    updateProfile: (body: { first_name?: string; last_name?: string }) =>
      http<User>('/api/v1/users/me/profile/', { method: 'PATCH', body }),
    uploadPhoto: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return http<User>('/api/v1/users/me/photo/', { method: 'POST', body: form });
    },
    setPassword: (body: { old_password: string; new_password: string }) =>
      http<{ detail: string }>('/api/v1/users/me/set-password/', { method: 'POST', body }),
    forgotPassword: (body: { email: string }) =>
      http<{ detail: string }>('/api/v1/users/forgot-password/', { method: 'POST', body }),
    checkResetToken: (token: string) =>
      http<{ detail: string }>('/api/v1/users/reset-password/check/', { method: 'POST', body: { token } }),
    resetPassword: (body: { token: string; password: string }) =>
      http<{ detail: string }>('/api/v1/users/reset-password/', { method: 'POST', body }),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const usersApi = part('users', createUsersApi);
