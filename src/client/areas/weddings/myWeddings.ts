import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { waitFor } from 'xstate';
import { listsOf, needsFetch } from '../../../../machines/myWeddingsMachine';
import type { Wedding } from '../../../shared/weddings';
import { isCouple } from '../../../shared/weddings';
import { useApp, useSessionUser } from '../../app/AppContext';
import type { MyWeddingsRef } from '../../app/appMachine';

/** Asks for the lists again; settles once the newest answer (or failure) is in. */
export async function refreshMyWeddings(myWeddings: MyWeddingsRef): Promise<void> {
  myWeddings.send({ type: 'weddings.refresh' });
  await waitFor(myWeddings, (s) => !s.matches('fetching'));
}

/** The signed-in user's weddings and pending invitations (the root's `myWeddings` actor), fetched once per user. */
export function useMyWeddings() {
  const { myWeddings } = useApp();
  const userId = useSessionUser()?.id ?? null;
  const weddings = useSelector(myWeddings, (s) => listsOf(s, userId).weddings);
  const invites = useSelector(myWeddings, (s) => listsOf(s, userId).invites);
  // Several components show these lists: the first one on screen asks, and one request serves them all.
  const needed = useSelector(myWeddings, needsFetch);
  useEffect(() => {
    if (needed) myWeddings.send({ type: 'weddings.needed' });
  }, [needed, myWeddings]);
  const refresh = useCallback(() => refreshMyWeddings(myWeddings), [myWeddings]);
  return { weddings, invites, refresh };
}

/** The user's own wedding (role G or B) for the profile menu's cover, if any. */
export const ownWedding = (weddings: Wedding[] | null) => weddings?.find(isCouple) ?? null;
