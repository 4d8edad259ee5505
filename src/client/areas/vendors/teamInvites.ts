import type { TeamInvite } from '../../../shared/vendors';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useVendorsVersion } from './vendors';
import { vendorsApi } from './vendorsApi';
import { vendorsStore } from './vendorsStore';

/**
 * The invitations to act for a business that await the user (a team invited their address): accepting joins the
 * team, whose business then shows in the vendor area; declining only drops the invitation.
 */
export function useTeamInvites() {
  const api = useApi(vendorsApi);
  const store = useStore(vendorsStore);
  const toasts = useCallToasts();
  const version = useVendorsVersion();
  const invites = useData('team-invites', async (signal) => (await api.teamInvites(signal)).results, version);
  const answer = useAction(
    ({ invite, accept }: { invite: TeamInvite; accept: boolean }) => api.answerTeamInvite(invite.id, accept),
    (_, { invite, accept }) => {
      store.trigger.changed();
      toasts.succeeded(accept ? `You are on the team of ${invite.business.name}.` : 'Invitation declined.');
    },
  );
  return { invites, answer };
}
