import fc from 'fast-check';

// What the fuzz sends: a route's valid body from the authorization matrix, bent out of shape. Starting from a body the
// route accepts reaches its deeper checks (dates, amounts, ids, enums) instead of stopping at the first missing field,
// and the values are the ones that have given 500s before: impossible dates, lone surrogates, NUL, huge numbers.

/** Strings that have broken parsers before, or would if the edge let them through. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b\u200b',
  '2027-02-30',
  '99999-01-01',
  '2027-13-01T25:61',
  '0000-00-00',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '-0.001',
  '12.345',
  '9'.repeat(40),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  'a'.repeat(5_000),
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '{}',
  '[]',
  'XXX',
  'javascript:alert(1)',
  '😀'.repeat(50),
];

export const nasty = fc.constantFrom(...NASTY);

/** Any JSON value a client could send, weighted towards the nasty strings and the edges of numbers. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER * 10, 1e308, true, false, null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), nasty, { maxKeys: 3 }),
);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** One change somewhere inside a value: a field replaced, dropped or added, at any depth. */
function changeInside(value: unknown, depth: number): fc.Arbitrary<unknown> {
  if (depth <= 0) return anyValue;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const options: fc.Arbitrary<unknown>[] = [
      fc.record({ key: fc.string({ maxLength: 12 }), v: anyValue }).map(({ key, v }) => ({ ...value, [key]: v })),
    ];
    if (keys.length) {
      const key = fc.constantFrom(...keys);
      options.push(
        key.chain((k) => changeInside(value[k], depth - 1).map((v) => ({ ...value, [k]: v }))),
        key.map((k) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== k))),
        fc
          .uniqueArray(key, { minLength: 1, maxLength: keys.length })
          .chain((ks) =>
            fc
              .tuple(...ks.map(() => anyValue))
              .map((vs) => ({ ...value, ...Object.fromEntries(ks.map((k, i) => [k, vs[i]])) })),
          ),
      );
    }
    return fc.oneof(...options);
  }
  if (Array.isArray(value) && value.length) {
    return fc
      .nat(value.length - 1)
      .chain((i) => changeInside(value[i], depth - 1).map((v) => value.map((old, j) => (j === i ? v : old))));
  }
  return anyValue;
}

/** A body for a route whose valid body is `valid` (undefined for routes that take none). */
export function bodies(valid: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: changeInside(valid ?? {}, 3) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
}

const QUERY_KEYS = ['page', 'page_size', 'cursor', 'from', 'to', 'q', 'limit', 'status', 'before', 'kind', 'date'];

/** Query strings a client could add to any URL (the ones the list routes read, and noise). */
export const queries: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })),
  fc.oneof(nasty, fc.string({ maxLength: 20 })),
  { maxKeys: 3 },
);

/** A path segment as a client could send it: a lone surrogate goes out as the invalid UTF-8 bytes it would encode to. */
function segment(text: string): string {
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) =>
    part.length === 1 && /[\ud800-\udfff]/.test(part) ? '%ED%A0%80' : encodeURIComponent(part),
  );
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The route's URL with one of its ids (if any) swapped for a nasty segment, and the fuzzed query appended. */
export function fuzzUrl(url: string, query: Record<string, string>, swapId: string | null): string {
  const [path, existing] = url.split('?') as [string, string | undefined];
  const swapped =
    swapId === null ? path : path.replace(UUID, (id, offset) => (offset === path.search(UUID) ? segment(swapId) : id));
  const params = new URLSearchParams(existing);
  for (const [k, v] of Object.entries(query)) params.append(k, v);
  const search = params.toString();
  return search ? `${swapped}?${search}` : swapped;
}
