// Vendors: the couple's vendor list, the directory of vendor businesses, and what a vendor sees of a wedding.
// Display-only constants and shapes; the zod bodies are in vendorsSchemas.ts, kept out of what pages import.

import { currencyDigits, minorToDecimal, parseMinor } from './money';

/** The seeded categories of `/vendor/vendor-categories/`, in the order pickers show them. */
export const VENDOR_CATEGORIES = [
  { id: 'venue', name: 'Venue' },
  { id: 'catering', name: 'Catering' },
  { id: 'photography', name: 'Photography' },
  { id: 'video', name: 'Video' },
  { id: 'florist', name: 'Florist' },
  { id: 'music', name: 'Music / DJ' },
  { id: 'band', name: 'Band' },
  { id: 'cake', name: 'Cake' },
  { id: 'attire', name: 'Attire' },
  { id: 'beauty', name: 'Hair and make-up' },
  { id: 'officiant', name: 'Officiant' },
  { id: 'transport', name: 'Transport' },
  { id: 'stationery', name: 'Stationery' },
  { id: 'rentals', name: 'Rentals' },
  { id: 'planner', name: 'Planner' },
  { id: 'other', name: 'Other' },
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number]['id'];
export const VENDOR_CATEGORY_IDS = VENDOR_CATEGORIES.map((c) => c.id) as [VendorCategory, ...VendorCategory[]];
export const categoryName = (id: string) => VENDOR_CATEGORIES.find((c) => c.id === id)?.name ?? id;

/** Where a wedding stands with one vendor, in the order a booking goes. */
export const VENDOR_STATUSES = [
  { id: 'considering', name: 'Considering' },
  { id: 'contacted', name: 'Contacted' },
  { id: 'quoted', name: 'Quoted' },
  { id: 'booked', name: 'Booked' },
  { id: 'paid', name: 'Paid' },
  { id: 'declined', name: 'Declined' },
] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number]['id'];
export const VENDOR_STATUS_IDS = VENDOR_STATUSES.map((s) => s.id) as [VendorStatus, ...VendorStatus[]];
export const statusName = (id: string) => VENDOR_STATUSES.find((s) => s.id === id)?.name ?? id;

export const VENDOR_LIMITS = {
  /** Vendors on one wedding's list. */
  perWedding: 200,
  /** Businesses one user may register. */
  businessesPerUser: 20,
  cities: 20,
  teamMembers: 30,
  description: 4000,
  notes: 5000,
  /** Planning tasks one vendor may be linked to. */
  tasks: 100,
  /** Photos on one business's public page. */
  photos: 12,
  /** Run-of-show items one vendor may be assigned. */
  dayTasks: 100,
  /** Any amount, in minor units: a hundred million in a two-digit currency (the server's check). */
  amountMax: 10_000_000_000,
} as const;

export const vendorMessages = {
  categoryInvalid: 'Choose a category from the list.',
  statusInvalid: 'Choose a status from the list.',
  websiteInvalid: 'Enter a full web address, such as https://example.com.',
  phoneInvalid: 'Enter a phone number of digits, spaces and + ( ) - only.',
  amountInvalid: 'Enter an amount such as 1500 or 1500.50.',
  currencyInvalid: 'Choose a three-letter currency code such as USD.',
  priceRange: 'The lowest price must not be above the highest.',
  citiesInvalid: 'List at most 20 cities.',
  cityInvalid: 'Each city needs a name under 100 characters.',
  cityUnknown: (name: string) => `${name} is not a city we know. Pick one from the list.`,
  timeInvalid: 'Enter a time as HH:MM.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  tooLong: 'Keep this shorter.',
  dayTasksInvalid: 'Choose run-of-show items of this wedding.',
  businessInvalid: 'No vendor business has that id.',
  alreadyLinked: 'This vendor is already on your wedding’s list.',
  tooManyVendors: 'A wedding can list at most 200 vendors.',
  tooManyBusinesses: 'You can register at most 20 businesses.',
  notLinked: 'Only a vendor from the directory can be given expectations to confirm.',
  nothingToConfirm: 'The couple has not written any expectations yet.',
  notTheVendor: 'Only the vendor’s team can do this.',
  notOnTeam: 'You are not on this business’s team.',
  noSuchBusiness: 'No vendor business has that id.',
  noSuchVendor: 'No vendor has that id.',
  noSuchUser: 'No account has that email.',
  unverifiedUser: 'That person has to verify their email address before joining a team.',
  alreadyOnTeam: 'This person is already on the team.',
  ownerStays: 'The owner cannot be removed from the team.',
  noProposal: 'There is no proposed change to answer.',
  ownProposal: 'The other side accepts a change you proposed; you can withdraw it.',
  nothingToChange: 'Write the expectations before proposing a change to them.',
  tasksInvalid: 'Choose planning tasks of this wedding.',
  tooManyPhotos: 'A business can show at most 12 photos.',
  noSuchPhoto: 'No photo has that id.',
  teamFull: 'The team is full.',
} as const;

export interface VendorBusiness {
  id: string;
  name: string;
  category: VendorCategory;
  cities: string[];
  description: string;
  /** The advertised range, decimal text in `currency` ("1500.00"); null when not given. */
  price_min: string | null;
  price_max: string | null;
  currency: string;
  contact_name: string;
  email: string;
  phone: string;
  website: string;
  owner: string;
  photos: BusinessPhoto[];
  created_at: string;
}

export interface TeamMember {
  id: string;
  full_name: string;
  email: string;
  is_owner: boolean;
}

/** A business as its own team sees it, with who acts for it. */
export interface OwnBusiness extends VendorBusiness {
  team: TeamMember[];
}

export interface VendorArea {
  businesses: OwnBusiness[];
  /** Whether this user sees 'This week' and 'Today' (a handle in OPS_HANDLES, or on a vendor team). */
  ops: boolean;
}

export interface Expectations {
  deliverables: string;
  /** HH:MM on the wedding day, or null. */
  arrival_time: string | null;
  day_contacts: string;
  /** The run-of-show items assigned to the vendor. */
  day_tasks: string[];
  updated_at: string | null;
  confirmed_at: string | null;
  /** A change one side proposed and the other has not answered yet. */
  proposal: ExpectationsProposal | null;
}

export type ProposalSide = 'couple' | 'vendor';

/** A change to the expectations; accepting it applies it and counts as both sides agreeing. */
export interface ExpectationsProposal {
  side: ProposalSide;
  deliverables: string;
  arrival_time: string | null;
  day_contacts: string;
  note: string;
  proposed_at: string;
}

/** A planning task the couple linked to a vendor. */
export interface VendorTask {
  id: string;
  title: string;
  due_date: string | null;
  status: 'todo' | 'in_progress' | 'done';
}

/** A photo on a business's public page, in widths for `srcset`. */
export interface BusinessPhoto {
  id: string;
  width: number;
  height: number;
  src: string;
  srcset: string;
}

/** A vendor on a wedding's list. Prices and payments are null to anyone but the couple. */
export interface WeddingVendor {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  business: string | null;
  name: string;
  category: VendorCategory;
  contact_person: string;
  phone: string;
  email: string;
  website: string;
  status: VendorStatus;
  notes: string;
  /** Amounts are decimal text in `currency` ("2400.00"), as in Funds. */
  currency: string;
  quoted_price: string | null;
  deposit_amount: string | null;
  deposit_due: string | null;
  amount_paid: string | null;
  expectations: Expectations | null;
  created_at: string;
  updated_at: string;
}

/** A run-of-show item as the vendor assigned to it sees it. */
export interface VendorJob {
  id: string;
  title: string;
  time: string | null;
  place: string;
  notes: string;
}

/** A payment the couple scheduled in Funds for this vendor (amount as decimal text), and whether it was paid. */
export interface VendorPayment {
  id: string;
  title: string;
  amount: string;
  currency: string;
  due_on: string;
  paid: boolean;
}

/** One wedding that linked a business, as that business's team sees it: only what concerns them. */
export interface VendorClient {
  /** The wedding vendor row the couple keeps. */
  id: string;
  wedding: { id: string; name: string; date: string };
  status: VendorStatus;
  currency: string;
  quoted_price: string | null;
  deposit_amount: string | null;
  deposit_due: string | null;
  amount_paid: string;
  expectations: Expectations | null;
  jobs: VendorJob[];
  /** The couple's payment schedule for this vendor, from Funds, by due date. */
  payments: VendorPayment[];
  linked_at: string;
}

/** The currency's decimals as Intl knows them; an unknown code (typed before it was checked) counts as two. */
function digitsOf(currency: string): number {
  try {
    return currencyDigits(currency);
  } catch {
    return 2;
  }
}

/** An amount the API sent (decimal text) in minor units, for sums; none is 0. */
export function minorOf(amount: string | null, currency: string): number {
  if (amount === null) return 0;
  const negative = amount.startsWith('-');
  const minor = parseMinor(negative ? amount.slice(1) : amount, digitsOf(currency), Number.MAX_SAFE_INTEGER);
  return typeof minor === 'number' ? (negative ? -minor : minor) : 0;
}

/** "$1,500.50" from the API's "1500.50" (or a sum in minor units); "—" for none. */
export function formatMoney(amount: string | number | null, currency: string): string {
  if (amount === null) return '—';
  const text = typeof amount === 'number' ? minorToDecimal(amount, digitsOf(currency)) : amount;
  try {
    // Intl's format takes a decimal string exactly (ES2023); its type still says number.
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(text as unknown as number);
  } catch {
    return `${text} ${currency}`;
  }
}

/** What is still owed now, in minor units: the deposit when it is due and not covered by what was paid. */
export function amountDue(client: {
  deposit_amount: string | null;
  amount_paid: string | null;
  currency: string;
}): number {
  return Math.max(0, minorOf(client.deposit_amount, client.currency) - minorOf(client.amount_paid, client.currency));
}

/** An invitation to act for a business, as its invitee sees it (GET /api/v1/vendor/vendors/team-invites/). */
export interface TeamInvite {
  id: string;
  business: { id: string; name: string };
  created_at: string;
}
