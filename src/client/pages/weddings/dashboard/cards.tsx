import type { ComponentType } from 'react';
import { isCouple, type Wedding } from '../../../../shared/weddings';
import { FundsCard } from './FundsCard';
import { FollowRequestsCard, InvitationsCard } from './PeopleCards';
import { NextTasksCard, ProgressCard, ThisWeekCard } from './PlanCards';
import { RsvpCard } from './RsvpCard';
import { ShareWeddingCard } from './ShareWeddingCard';
import { SinceLastVisitCard } from './SinceLastVisitCard';

/**
 * The dashboard's cards, in order. A later feature (funds, RSVP) adds its card with one entry here: who sees it, and
 * the component, which loads its own data through a store or a resource, so one card's failure stays in that card.
 */
export interface DashboardCard {
  id: string;
  shows(wedding: Wedding): boolean;
  Card: ComponentType<{ wedding: Wedding }>;
}

const members = () => true;

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { id: 'since-last-visit', shows: members, Card: SinceLastVisitCard },
  { id: 'next-tasks', shows: members, Card: NextTasksCard },
  { id: 'this-week', shows: members, Card: ThisWeekCard },
  { id: 'progress', shows: members, Card: ProgressCard },
  { id: 'funds', shows: isCouple, Card: FundsCard },
  { id: 'rsvp', shows: members, Card: RsvpCard },
  { id: 'follow-requests', shows: isCouple, Card: FollowRequestsCard },
  { id: 'invitations', shows: isCouple, Card: InvitationsCard },
  { id: 'share', shows: members, Card: ShareWeddingCard },
];
