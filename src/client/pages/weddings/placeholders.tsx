import { ComingSoon } from '../../components/wedding/ComingSoon';

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

export const Funds = () => (
  <ComingSoon title="Funds">
    The budget, money accounts and cash flow (transactions in and out, by expense type) will be kept here.
  </ComingSoon>
);

export const AddOns = () => (
  <ComingSoon title="Add-ons">Extra planning tools you can switch on for this wedding will be offered here.</ComingSoon>
);
