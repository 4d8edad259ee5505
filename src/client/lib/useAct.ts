import { useWeddingCall } from '../areas/weddings/WeddingContext';
import { useCallToasts } from './callToasts';

/**
 * Runs one of the wedding's calls that no machine waits on: a 403 marks the wedding inaccessible (spec section 4),
 * a failure is one toast, and the caller gets the answer, or undefined when there is none.
 */
export function useAct() {
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return async <T>(promise: Promise<T>, success?: string): Promise<T | undefined> => {
    try {
      const result = await call(promise);
      if (success) toasts.succeeded(success);
      return result;
    } catch (error) {
      toasts.failed(error);
      return undefined;
    }
  };
}
