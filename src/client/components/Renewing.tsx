import { Fragment, type ReactNode, useState } from 'react';

/**
 * Gives its child a fresh start on demand: an add form is remounted empty after each item it adds, so the next one
 * starts without the previous text or a "Field required." for the cleared input. `again` is true after the first.
 */
export function Renewing({ children }: { children: (renew: () => void, again: boolean) => ReactNode }) {
  const [round, setRound] = useState(0);
  return <Fragment key={round}>{children(() => setRound((r) => r + 1), round > 0)}</Fragment>;
}
