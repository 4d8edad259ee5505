import { useEffect, useState } from 'react';
import type { NotificationCategory, NotificationSettings } from '../../../shared/accountTypes';
import { useApi, useApp } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { accountApi } from './accountApi';
import { useSignOutToAbout } from './signOutToAbout';

// The account area's reads and calls (/account, /account-weddings, /update-settings): pages select from these and
// send; each list is read again (`reload`) after a call changes it.

export function useAccountHub() {
  const api = useApi(accountApi);
  const leave = useSignOutToAbout();
  const toasts = useCallToasts();
  const overview = useData('account', () => api.overview());
  const sessions = useData('sessions', () => api.sessions());
  const reload = () => {
    overview.reload();
    sessions.reload();
  };
  const signOut = useAction(
    (id: string) => api.signOutDevice(id),
    () => {
      toasts.succeeded('That device has been signed out.');
      reload();
    },
  );
  const signOutOthers = useAction(
    (_: undefined) => api.signOutOtherDevices(),
    () => {
      toasts.succeeded('Every other device has been signed out.');
      reload();
    },
  );
  return {
    overview,
    sessions,
    signOut,
    signOutOthers,
    changeEmail: async (values: Record<string, string>) => {
      const res = await api.changeEmail({ email: values.email ?? '', password: values.password ?? '' });
      reload();
      return res;
    },
    /** Deleting ends every session; the farewell layout (/goodbye) signs this device out and leaves for the about site. */
    deleteAccount: async (values: Record<string, string>) => {
      await api.deleteAccount(values.password ?? '');
      // Straight from here, not by opening /goodbye: the revoked session may send the app home before a lazy
      // layout mounts, and the browser must still leave for the about site.
      await leave();
    },
  };
}

export function useEmailConfirmation(token: string) {
  const api = useApi(accountApi);
  return useData(`confirm-email:${token}`, () => api.confirmEmail(token));
}

/** How often the page asks whether a download being built is ready. */
const EXPORT_POLL_MS = 3000;

/** "Download my data": the latest download, asked again every few seconds while it is being built. */
export function useDataExport() {
  const api = useApi(accountApi);
  const toasts = useCallToasts();
  const latest = useData('export', () => api.latestExport());
  const building = latest.status === 'ready' && latest.data.export?.status === 'pending';
  const { reload } = latest;
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(reload, EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [building, reload]);
  const request = useAction(
    () => api.requestExport(),
    () => {
      toasts.succeeded('We are preparing your data. It takes a moment.');
      latest.reload();
    },
  );
  const download = useAction(
    async (id: string) => {
      const blob = await api.downloadExport(id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'vowline-data.zip';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    () => {},
  );
  return { latest, building, request, download };
}

export function useAccountWeddings() {
  const { myWeddings } = useApp();
  const api = useApi(accountApi);
  const toasts = useCallToasts();
  const lists = useData('account-weddings', () => api.weddings());
  const leave = useAction(
    (id: string) => api.leaveWedding(id),
    () => {
      toasts.succeeded('You have left the wedding.');
      myWeddings.send({ type: 'weddings.refresh' });
      lists.reload();
    },
  );
  return { lists, leave };
}

export function useNotificationSettings() {
  const api = useApi(accountApi);
  const toasts = useCallToasts();
  const settings = useData('settings', () => api.settings());
  // The saved answer replaces what was loaded, so the switches never blink back to a loading state.
  const [saved, setSaved] = useState<NotificationSettings | null>(null);
  const save = useAction(
    (change: {
      category?: NotificationCategory;
      channel?: 'app' | 'mail';
      on: boolean;
      current: NotificationSettings;
    }) => {
      if (!change.category || !change.channel) return api.saveSettings({ digest: change.on });
      const prefs = { [change.category]: { ...change.current.prefs[change.category], [change.channel]: change.on } };
      return api.saveSettings({ prefs } as Partial<NotificationSettings>);
    },
    (answer: NotificationSettings) => {
      toasts.succeeded('Your notification settings are saved.');
      setSaved(answer);
    },
  );
  const current = saved ?? (settings.status === 'ready' ? settings.data : null);
  return { settings, current, save };
}
