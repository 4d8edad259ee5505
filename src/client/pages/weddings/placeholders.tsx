import { ComingSoon } from '../../components/wedding/ComingSoon';
import { RequireAuth } from '../../layouts/AuthLayout';
import { FeedLayout } from '../../layouts/FeedLayout';

// Pages behind the wedding menu that later features fill. Each says plainly what it will hold.

export const Vendors = () => (
  <ComingSoon title="Vendors">
    The vendors you book (venue, caterer, photographer and more) with their contacts, quotes and payments will be listed
    here.
  </ComingSoon>
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
