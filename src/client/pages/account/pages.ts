// The account area's pages in one chunk: they are small and opened from each other.
export { default as AccountPage } from './AccountPage';
export { default as AccountWeddingsPage } from './AccountWeddingsPage';
export { default as ConfirmEmailPage } from './ConfirmEmailPage';
export { default as NotificationSettingsPage } from './NotificationSettingsPage';
export { default as VerifyEmailPage } from './VerifyEmailPage';
