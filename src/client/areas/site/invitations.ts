import { useState } from 'react';
import { isApiError } from '../../../shared/apiError';
import type { InvitationSendBody, InvitationSendResult } from '../../../shared/invitations';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { plural } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { guestsStore } from '../guests/guestsStore';
import { siteApi } from './siteApi';

// Issue 35: invitations mailed from the guest list, and the printed inserts. Pages render these hooks' answers.

export interface SendOutcome {
  /** The preview (a dry run) or the queued send; null when the server refused the fields. */
  result: InvitationSendResult | null;
  /** Field errors by name (`subject`, `to`, `to.event`…), shown beside the fields. */
  errors: Record<string, string[]>;
  /** The mails are queued (not a preview). */
  sent: boolean;
}

/** The send panel's one action: a preview or a send, whose refusal is an answer to show, not a failure to toast. */
export function useInvitationSend(weddingId: string) {
  const api = useApi(siteApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const send = useAction(
    (body: InvitationSendBody): Promise<SendOutcome> =>
      api.sendInvitations(weddingId, body).then(
        (result) => ({ result, errors: {}, sent: !body.dry_run }),
        (error: unknown) => {
          if (isApiError(error) && error.status === 400) {
            return { result: null, errors: error.problem?.errors ?? { form: [error.message] }, sent: false };
          }
          throw error;
        },
      ),
    (answer) => {
      setOutcome(answer);
      if (answer.sent && answer.result) {
        store.trigger.changed();
        toasts.succeeded(`Invitations on their way to ${plural(answer.result.recipients.length, 'household')}.`);
      }
    },
  );
  return { send, outcome, reset: () => setOutcome(null) };
}
export type InvitationSend = ReturnType<typeof useInvitationSend>;

/** Each household's QR code and link, for the printable inserts page. */
export function useInvitationInserts(weddingId: string) {
  const api = useApi(siteApi);
  return useData(`invitation-inserts:${weddingId}`, () => api.invitationInserts(weddingId));
}
