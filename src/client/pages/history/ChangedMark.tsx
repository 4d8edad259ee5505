import { createContext, type ReactNode, useContext } from 'react';
import type { HistoryArea } from '../../../shared/history';
import { useChangedItems } from '../../areas/history/history';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import * as css from './History.css';

const NONE: ReadonlySet<string> = new Set();
const ChangedContext = createContext<ReadonlySet<string>>(NONE);

/** An area's page: looks once at what others changed there since the member last saw it (and marks it seen). */
export function ChangedItems({ area, children }: { area: HistoryArea; children: ReactNode }) {
  const changed = useChangedItems(useLoadedWedding(), area);
  return <ChangedContext.Provider value={changed}>{children}</ChangedContext.Provider>;
}

/** "Changed" beside an item someone else changed since the member last saw the page; gone on the next look. */
export function ChangedMark({ id }: { id: string }) {
  if (!useContext(ChangedContext).has(id)) return null;
  return (
    <span className={css.changed} data-changed title="Changed by someone else since your last look">
      Changed
    </span>
  );
}
