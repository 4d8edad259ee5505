// Bad characters are refused at the edge (plugins/input.ts), before any handler or query sees them: PostgreSQL text
// cannot hold NUL, other control characters in an id, slug or name are never meant, and a lone surrogate is text that
// was silently broken on the way. Bodies may keep tab and line breaks (a comment has paragraphs); paths and queries
// may not.

export const CONTROL_MESSAGE = 'Remove the invisible control character.';
export const BROKEN_MESSAGE = 'This text holds a broken character. Type it again.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Errors = Record<string, string[]>;

function check(value: unknown, path: string, control: RegExp, out: Errors, depth = 0): Errors {
  if (typeof value === 'string') {
    if (control.test(value)) out[path || 'non_field_errors'] = [CONTROL_MESSAGE];
    else if (LONE_SURROGATE.test(value)) out[path || 'non_field_errors'] = [BROKEN_MESSAGE];
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      check(key, path, control, out, depth + 1);
      check(item, path ? `${path}.${key}` : key, control, out, depth + 1);
    }
  }
  return out;
}

/** Field errors for every string in params, query and body that holds a character the app refuses. */
export function badCharacters(parts: { params?: unknown; query?: unknown; body?: unknown }): Errors {
  const errors: Errors = {};
  check(parts.params, '', CONTROL_IN_LINE, errors);
  check(parts.query, '', CONTROL_IN_LINE, errors);
  check(parts.body, '', CONTROL_IN_TEXT, errors);
  return errors;
}
