import { isCalendarDate } from '../../../shared/weddings';
import { ComingSoon } from '../../components/wedding/ComingSoon';
import { formatDate } from '../../components/wedding/format';
import { useLoadedWedding } from '../../components/wedding/WeddingContext';
import { RequireAuth } from '../../layouts/AuthLayout';
import { FeedLayout } from '../../layouts/FeedLayout';

// Pages behind the wedding menu that later features fill. Each says plainly what it will hold.

export function Calendar({ date }: { date?: string }) {
  const wedding = useLoadedWedding();
  const day = date && isCalendarDate(date) ? date : null;
  return (
    <ComingSoon title={day ? `Calendar: ${formatDate(day)}` : 'Calendar'}>
      {day
        ? `Events, appointments and tasks of ${wedding.name} on ${formatDate(day)} will be listed here.`
        : `The calendar of ${wedding.name} will show the committee’s events, appointments and task deadlines by date, up to the wedding on ${formatDate(wedding.date)}.`}
    </ComingSoon>
  );
}

export const Tasks = () => (
  <ComingSoon title="Tasks">
    The committee’s checklist will live here: tasks by section and by date, the wedding-day run of show, who does what,
    and comments on each task. The progress on the wedding page counts them once they exist.
  </ComingSoon>
);

export const GuestInfo = () => (
  <ComingSoon title="Guest info">
    What guests need to know will be gathered here: venues and times, travel and where to stay, dress code and gifts.
  </ComingSoon>
);

export const Website = () => (
  <ComingSoon title="Website">
    The couple’s wedding website and its editor will be here: pages for your story, the day’s schedule and RSVPs.
  </ComingSoon>
);

export const Logistics = () => (
  <ComingSoon title="Logistics">
    Transport, accommodation, seating and the other moving parts of the day will be planned here.
  </ComingSoon>
);

export const Funds = () => (
  <ComingSoon title="Funds">
    The budget, money accounts and cash flow (transactions in and out, by expense type) will be kept here.
  </ComingSoon>
);

export const Vendors = () => (
  <ComingSoon title="Vendors">
    The vendors you book (venue, caterer, photographer and more) with their contacts, quotes and payments will be listed
    here.
  </ComingSoon>
);

export const AddOns = () => (
  <ComingSoon title="Add-ons">Extra planning tools you can switch on for this wedding will be offered here.</ComingSoon>
);

export const SetExpectations = () => (
  <ComingSoon title="Set expectations">
    What the couple expects of each committee member, and when, will be agreed here.
  </ComingSoon>
);

/** /wedding/extras and /wedding/extras/vendors: not one wedding's page. */
export function Extras({ vendors = false }: { vendors?: boolean }) {
  return (
    <RequireAuth>
      <FeedLayout>
        <ComingSoon title={vendors ? 'Wedding extras: vendors' : 'Wedding extras'}>
          {vendors
            ? 'A directory of wedding vendors you can book for any wedding will be here.'
            : 'Extras for every wedding, such as a vendor directory, will be offered here.'}
        </ComingSoon>
      </FeedLayout>
    </RequireAuth>
  );
}
