import { ApiError, isApiError } from '../../../shared/apiError';
import type { InputKind } from '../../../shared/schemas';
import type { Guest, GuestInput, Household, HouseholdBody } from '../../../shared/site';

// The guest list's forms keep flat string values (the form machine's shape); the API takes a household whole. These
// turn one into the other, and a refusal about `guests.3.email` into the `email` field of the form that edits guest 3.

export const GUEST_FIELDS: Record<string, InputKind> = {
  name: 'text',
  email: 'optional',
  phone: 'optional',
  side: 'optional',
  tags: 'optional',
  table: 'optional',
  plus_one_allowed: 'optional',
  child: 'optional',
};

export function guestValues(guest?: Guest): Record<string, string> {
  return {
    name: guest?.name ?? '',
    email: guest?.email ?? '',
    phone: guest?.phone ?? '',
    side: guest?.side ?? 'both',
    tags: guest?.tags.join(', ') ?? '',
    table: guest?.table ?? '',
    plus_one_allowed: guest?.plus_one_allowed ? 'true' : '',
    child: guest?.child ? 'true' : '',
  };
}

export function guestInput(values: Record<string, string>, id?: string): GuestInput {
  return {
    ...(id ? { id } : {}),
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    side: (values.side || 'both') as GuestInput['side'],
    tags: (values.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    table: values.table ?? '',
    plus_one_allowed: values.plus_one_allowed === 'true',
    child: values.child === 'true',
  };
}

const keep = (g: Guest): GuestInput => guestInput(guestValues(g), g.id);

/** The household with guest `index` replaced (or, past the end, added). */
export function withGuest(household: Household, index: number, values: Record<string, string>): HouseholdBody {
  const guests = household.guests.map(keep);
  guests[index] = guestInput(values, household.guests[index]?.id);
  return { name: household.name, guests };
}

export function withoutGuest(household: Household, id: string): HouseholdBody {
  return { name: household.name, guests: household.guests.filter((g) => g.id !== id).map(keep) };
}

export function renamed(household: Household, name: string, postcode: string): HouseholdBody {
  return { name, postcode, guests: household.guests.map(keep) };
}

/** A refusal of the whole household, told as the fields of the form that edits guest `index`. */
export function forGuestForm(error: unknown, index: number): unknown {
  if (!isApiError(error) || !error.problem?.errors) return error;
  const prefix = `guests.${index}.`;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.problem.errors)) {
    if (key.startsWith(prefix)) errors[key.slice(prefix.length)] = messages;
    else if (key === 'guests') errors.name = messages;
  }
  return new ApiError(error.status, { ...error.problem, errors });
}
