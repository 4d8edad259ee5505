import { z } from 'zod';
import { currencyCode, moneyAmount } from './moneySchemas';
import { planDate } from './planningSchemas';
import { email, requiredText } from './schemas';
import { VENDOR_CATEGORY_IDS, VENDOR_LIMITS, VENDOR_STATUS_IDS, vendorMessages as vm } from './vendors';

// Vendors' request bodies and queries, with their field messages. Amounts are decimal text beside their currency, as
// in Funds (moneySchemas.ts); the service keeps them in minor units and checks the decimals against the currency.

const blankToNull = (v: unknown) => (v === undefined ? v : typeof v === 'string' && v.trim() === '' ? null : v);
const blankToEmpty = (v: unknown) => (v === null ? '' : v);

const text = (max: number) =>
  z.preprocess(blankToEmpty, z.string({ error: vm.tooLong }).trim().max(max, { error: vm.tooLong }));
const category = z.enum(VENDOR_CATEGORY_IDS, { error: vm.categoryInvalid });
const status = z.enum(VENDOR_STATUS_IDS, { error: vm.statusInvalid });
const currency = currencyCode(vm.currencyInvalid);
/** An amount in the funds' format (moneySchemas.ts); blank or null clears it. */
const amount = z.preprocess(
  blankToNull,
  moneyAmount({ required: vm.amountInvalid, invalid: vm.amountInvalid }, { signed: false }).nullable(),
);

/** An http(s) address with a host; a bare "example.com" is read as https. */
const website = z.preprocess(
  blankToEmpty,
  z
    .string({ error: vm.websiteInvalid })
    .trim()
    .max(300, { error: vm.websiteInvalid, abort: true })
    .transform((s) => (s && !/^[a-z][a-z0-9+.-]*:/i.test(s) ? `https://${s}` : s))
    .refine(
      (s) => {
        if (!s) return true;
        try {
          const url = new URL(s);
          return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
        } catch {
          return false;
        }
      },
      { error: vm.websiteInvalid },
    ),
);
const phone = z.preprocess(
  blankToEmpty,
  z
    .string({ error: vm.phoneInvalid })
    .trim()
    .max(40, { error: vm.phoneInvalid })
    .regex(/^[+\d\s().-]*$/, { error: vm.phoneInvalid })
    .refine((s) => !s || (s.match(/\d/g)?.length ?? 0) >= 5, { error: vm.phoneInvalid }),
);
const optionalEmail = z.preprocess(blankToEmpty, z.union([z.literal(''), email], { error: 'Valid email required.' }));
const optionalDate = z.preprocess(blankToNull, planDate.nullable());
const time = z.preprocess(
  blankToNull,
  z
    .string({ error: vm.timeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: vm.timeInvalid })
    .nullable(),
);
const city = z
  .string({ error: vm.cityInvalid })
  .trim()
  .min(1, { error: vm.cityInvalid })
  .max(100, { error: vm.cityInvalid });
const cities = z.array(city, { error: vm.citiesInvalid }).max(VENDOR_LIMITS.cities, { error: vm.citiesInvalid });
const id = (error: string) => z.string({ error }).trim().min(1, { error });
const atLeastOne = (o: Record<string, unknown>) => Object.values(o).some((v) => v !== undefined);

const businessFields = {
  name: requiredText,
  category,
  cities,
  description: text(VENDOR_LIMITS.description),
  price_min: amount,
  price_max: amount,
  currency,
  contact_name: text(150),
  email: optionalEmail,
  phone,
  website,
};

export const businessCreateBody = z.object({
  ...businessFields,
  cities: cities.optional(),
  description: businessFields.description.optional(),
  price_min: amount.optional(),
  price_max: amount.optional(),
  currency: currency.optional(),
  contact_name: businessFields.contact_name.optional(),
  email: optionalEmail.optional(),
  phone: phone.optional(),
  website: website.optional(),
});
export type BusinessCreateBody = z.input<typeof businessCreateBody>;

export const businessUpdateBody = z.object(businessFields).partial().refine(atLeastOne, { error: 'Field required.' });
export type BusinessUpdateBody = z.input<typeof businessUpdateBody>;

export const teamMemberBody = z.object({ email });

export const directoryQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  category: z.preprocess(blankToNull, category.nullable()).optional(),
  city: z.string().trim().max(100).optional().default(''),
});

const vendorFields = {
  name: requiredText,
  category,
  contact_person: text(150),
  phone,
  email: optionalEmail,
  website,
  status,
  notes: text(VENDOR_LIMITS.notes),
  currency,
  quoted_price: amount,
  deposit_amount: amount,
  deposit_due: optionalDate,
  amount_paid: amount,
};

const vendorCreateFields = z.object({ business: id(vm.businessInvalid).optional(), ...vendorFields }).partial({
  name: true,
  category: true,
  contact_person: true,
  phone: true,
  email: true,
  website: true,
  status: true,
  notes: true,
  currency: true,
  quoted_price: true,
  deposit_amount: true,
  deposit_due: true,
  amount_paid: true,
});
const namedOrLinked = (o: { business?: string; name?: string; category?: string }, ctx: z.RefinementCtx) => {
  if (o.business) return;
  if (o.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Field required.' });
  if (o.category === undefined) ctx.addIssue({ code: 'custom', path: ['category'], message: vm.categoryInvalid });
};

/**
 * A vendor added to a wedding by hand (name and category), or from the directory (`business`): then the business's
 * name, category and contact fill what the body leaves out. `POST /account-vendors/` names the wedding in `account`;
 * `POST /accounts/{id}/vendors/` in its path (`accountVendorCreateBody`).
 */
export const weddingVendorCreateBody = vendorCreateFields.extend({ account: z.string() }).superRefine(namedOrLinked);
export const accountVendorCreateBody = vendorCreateFields.superRefine(namedOrLinked);
export type WeddingVendorCreateBody = z.input<typeof weddingVendorCreateBody>;

export const weddingVendorUpdateBody = z
  .object(vendorFields)
  .partial()
  .refine(atLeastOne, { error: 'Field required.' });
export type WeddingVendorUpdateBody = z.input<typeof weddingVendorUpdateBody>;

export const expectationsBody = z.object({
  deliverables: text(VENDOR_LIMITS.notes),
  arrival_time: time,
  day_contacts: text(2000),
  day_tasks: z
    .array(id(vm.dayTasksInvalid), { error: vm.dayTasksInvalid })
    .max(VENDOR_LIMITS.dayTasks, { error: vm.dayTasksInvalid }),
});
export type ExpectationsBody = z.input<typeof expectationsBody>;

/** A change to the expectations proposed by either side; the run-of-show items stay the couple's to assign. */
export const proposalBody = z.object({
  deliverables: text(VENDOR_LIMITS.notes),
  arrival_time: time,
  day_contacts: text(2000),
  note: text(1000),
});
export type ProposalBody = z.input<typeof proposalBody>;

export const vendorTasksBody = z.object({
  tasks: z.array(id(vm.tasksInvalid), { error: vm.tasksInvalid }).max(VENDOR_LIMITS.tasks, { error: vm.tasksInvalid }),
});
export type VendorTasksBody = z.input<typeof vendorTasksBody>;
