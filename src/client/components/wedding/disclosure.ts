import { useActorRef, useSelector } from '@xstate/react';
import { disclosureMachine } from '../../../../machines/disclosureMachine';

// Kept apart from the dialog itself: a button that opens a dialog renders with the page, the dialog (Dialog.tsx) can
// load when it is opened.

/** Open and closed state of one dialog, as the disclosure machine keeps it. */
export function useDisclosure() {
  const disclosure = useActorRef(disclosureMachine);
  const open = useSelector(disclosure, (s) => s.matches('open'));
  return {
    open,
    toggle: () => disclosure.send({ type: 'disclosure.toggled' }),
    close: () => disclosure.send({ type: 'disclosure.closed' }),
  };
}
