import { ComingSoon } from '../../components/wedding/ComingSoon';
import { RequireAuth } from '../../layouts/AuthLayout';
import { FeedLayout } from '../../layouts/FeedLayout';

// Pages behind the wedding menu that later features fill. Each says plainly what it will hold.

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
