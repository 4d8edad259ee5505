import { FORM_MESSAGES } from '../../../machines/formMachine';
import { isApiError } from '../../shared/apiError';
import { useApp } from '../app/AppContext';

/**
 * What a failed call toasts: the server's own words, else the one fallback. An ApiError with no words toasts an
 * empty message, which the toast machine ignores: the server had nothing to say.
 */
export function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : FORM_MESSAGES.failed;
}

/** Toasts for calls the user started: one error toast per failure, and a success message when there is one. */
export function useCallToasts() {
  const { toast } = useApp();
  return {
    failed: (error: unknown) =>
      toast.send({ type: 'toast.requested', toast: { type: 'error', message: failureMessage(error) } }),
    succeeded: (message: string) => toast.send({ type: 'toast.requested', toast: { type: 'success', message } }),
  };
}
