import { useMemo } from 'react';
import { searchApi } from '../api/search';
import { useApp } from '../app/AppContext';

/**
 * The search and lists calls, built where they are used: only their lazy pages need them, so they stay out of the
 * JS every route loads first (createApi's clients are in it).
 */
export function useSearchApi() {
  const { http } = useApp();
  return useMemo(() => searchApi(http), [http]);
}
