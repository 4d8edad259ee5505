import { sql } from 'drizzle-orm';
import type { RsvpQuestion } from '../../shared/site';
import type { Db } from '../db/client';
import { nameVariants } from './nicknames';

// "Find your invitation": a guest types their name on the public site and we find their household, forgivingly.
// Both sides are folded by `vowline_fold` (unaccent + lower case, migration 0010) and split into words. A guest list
// name matches when its first word is the typed first word, a nickname or short form of it (nicknames.ts), or within
// the typo allowance; and the typed last word is within the allowance of any later word of the listed name, so a
// missing (or extra) middle name and a double surname still match. The allowance (`vowline_name_near`, migration 0031,
// on fuzzystrmatch's levenshtein): none for words of three letters or fewer, one edit up to five, two beyond, a swap of
// neighbouring letters counting as one. pg_trgm's similarity ranks the matches, so an exact name wins over a near one.

export interface FoundHousehold {
  id: string;
  token: string;
  /** Whether the whole folded name was typed as listed. */
  exact: boolean;
  /** The household's guests' emails (folded) and its postcode, to check the answer to the couple's question. */
  emails: string[];
  postcode: string | null;
}

/** Words of a folded name: letters and digits only, apostrophes dropped ("O'Brien" is "obrien"). */
export function nameWords(folded: string): string[] {
  return folded
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The name as typed, folded like the list's; null when it is not at least a first and a last name. */
export async function foldedName(db: Db, typed: string): Promise<string[] | null> {
  const { rows } = await db.execute<{ f: string }>(sql`SELECT vowline_fold(${typed.slice(0, 200)}) AS f`);
  const words = nameWords(rows[0]?.f ?? '');
  return words.length >= 2 ? words : null;
}

/** The wedding's households with a guest whose name matches `words`, best first. */
export async function findHouseholds(db: Db, weddingId: string, words: string[]): Promise<FoundHousehold[]> {
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const variants = nameVariants(first);
  const typed = words.join(' ');
  const split = sql`regexp_split_to_array(trim(regexp_replace(regexp_replace(vowline_fold(g.name), '[''’]', '', 'g'), '[^[:alnum:]]+', ' ', 'g')), ' ')`;
  const { rows } = await db.execute<{
    id: string;
    token: string;
    postcode: string | null;
    exact: boolean;
    score: number;
    emails: string[] | null;
  }>(sql`
    WITH listed AS (
      SELECT g.household_id, ${split} AS w FROM guests g WHERE g.wedding_id = ${weddingId}
    ), matched AS (
      SELECT household_id, bool_or(array_to_string(w, ' ') = ${typed}) AS exact,
             max(similarity(array_to_string(w, ' '), ${typed})) AS score
      FROM listed
      WHERE cardinality(w) >= 2
        AND (w[1] = ANY(string_to_array(${variants.join(',')}, ','))
             OR vowline_name_near(${first}, w[1]))
        AND EXISTS (SELECT 1 FROM unnest(w[2:]) AS part WHERE vowline_name_near(${last}, part))
      GROUP BY household_id
    )
    SELECT h.id, h.rsvp_token AS token, h.postcode, m.exact, m.score,
           (SELECT array_agg(lower(trim(e.email))) FROM guests e WHERE e.household_id = h.id AND e.email <> '') AS emails
    FROM matched m JOIN households h ON h.id = m.household_id
    ORDER BY m.exact DESC, m.score DESC
    LIMIT 10`);
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    exact: Boolean(r.exact),
    emails: r.emails ?? [],
    postcode: r.postcode,
  }));
}

/** "SW1A 1AA", "sw1a1aa" and "SW1A-1AA" are one postcode. */
const postcodeKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function answers(question: RsvpQuestion, household: FoundHousehold, answer: string): boolean {
  const given = answer.trim().toLowerCase();
  if (!given) return false;
  if (question === 'email') return household.emails.includes(given);
  if (question === 'postcode')
    return Boolean(household.postcode) && postcodeKey(household.postcode!) === postcodeKey(given);
  return true;
}

export type LookupResult =
  | { kind: 'notFound' }
  | { kind: 'ambiguous' }
  | { kind: 'ask' }
  | { kind: 'wrongAnswer' }
  | { kind: 'open'; token: string };

/**
 * What a guest's name (and answer, once asked) leads to. Several households may share a name: with a question, the
 * answer picks the one; without, an exact name that only one household has does, else the guest is asked for their
 * full name as on the invitation.
 */
export function decide(found: FoundHousehold[], question: RsvpQuestion, answer: string | undefined): LookupResult {
  if (!found.length) return { kind: 'notFound' };
  if (question === 'none') {
    const exact = found.filter((h) => h.exact);
    if (found.length === 1) return { kind: 'open', token: found[0]!.token };
    if (exact.length === 1) return { kind: 'open', token: exact[0]!.token };
    return { kind: 'ambiguous' };
  }
  if (answer === undefined) return { kind: 'ask' };
  const right = found.filter((h) => answers(question, h, answer));
  return right.length === 1 ? { kind: 'open', token: right[0]!.token } : { kind: 'wrongAnswer' };
}
