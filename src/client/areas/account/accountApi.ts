import type {
  AccountOverview,
  AccountWeddings,
  DataExport,
  DeviceSession,
  NotificationSettings,
} from '../../../shared/accountTypes';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

// The account area's calls: /account, /account-weddings, /update-settings and "your data".
function createAccountApi(http: Http) {
  const me = '/api/v1/users/me';
  return {
    overview: () => http<AccountOverview>(`${me}/account/`),
    changeEmail: (body: { email: string; password: string }) =>
      http<{ pending_email: string }>(`${me}/email/`, { method: 'POST', body }),
    confirmEmail: (token: string) =>
      http<{ email: string; other_sessions?: number }>('/api/v1/users/email/confirm/', {
        method: 'POST',
        body: { token },
      }),
    verifyEmail: (token: string) =>
      http<{ email: string }>('/api/v1/users/verify-email/', { method: 'POST', body: { token } }),
    resendVerification: () => http<{ detail: string }>(`${me}/verify-email/`, { method: 'POST' }),
    sessions: () => http<{ results: DeviceSession[] }>(`${me}/sessions/`),
    signOutDevice: (id: string) => http<void>(`${me}/sessions/${id}/`, { method: 'DELETE' }),
    signOutOtherDevices: () => http<void>(`${me}/sessions/`, { method: 'DELETE' }),
    weddings: () => http<AccountWeddings>(`${me}/weddings/`),
    leaveWedding: (id: string) => http<void>(`${me}/weddings/${id}/leave/`, { method: 'POST' }),
    settings: () => http<NotificationSettings>(`${me}/settings/`),
    saveSettings: (body: Partial<NotificationSettings>) =>
      http<NotificationSettings>(`${me}/settings/`, { method: 'PUT', body: { prefs: {}, ...body } }),
    requestExport: () => http<DataExport>(`${me}/export/`, { method: 'POST' }),
    latestExport: () => http<{ export: DataExport | null }>(`${me}/export/`),
    downloadExport: (id: string) => http<Blob>(`${me}/export/${id}/download/`, { responseType: 'blob' }),
    deleteAccount: (password: string) => http<void>(`${me}/`, { method: 'DELETE', body: { password } }),
    clientConfig: () => http<{ about_url: string; marketing_url: string | null }>('/api/v1/client-config/'),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const accountApi = part('account', createAccountApi);
