import { useMemo } from 'react';
import { isApiError } from '../../shared/apiError';
import { FORM_MESSAGES } from '../../shared/formMessages';
import { useToasts } from '../app/AppContext';

/**
 * What a failed call toasts: the server's own words, else the one fallback. An ApiError with no words toasts an
 * empty message, which the toast machine ignores: the server had nothing to say.
 */
export function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : FORM_MESSAGES.failed;
}

/** Toasts for calls the user started: the app's toasts (useToasts), and one error toast per failed call. */
export function useCallToasts() {
  const toasts = useToasts();
  return useMemo(
    () => ({ ...toasts, failed: (error: unknown) => toasts.show('error', failureMessage(error)) }),
    [toasts],
  );
}
