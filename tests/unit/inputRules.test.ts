import { describe, expect, it } from 'vitest';
import { type InputKind, validateInput } from '../../src/shared/inputRules';
import { fieldMessages } from '../../src/shared/messages';
import { email, password, requiredText } from '../../src/shared/schemas';

// The browser validates with zod/mini (inputRules.ts) and the server with the full zod schemas built from the same
// checks: both must give the same first message for every input (spec section 5).
const server: Record<
  Exclude<InputKind, 'optional' | 'document'>,
  { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }
> = {
  text: requiredText,
  email,
  password,
};
const firstMessage = (kind: keyof typeof server, value: string) => {
  const result = server[kind].safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

const samples = [
  '',
  '   ',
  '\u200b\u200b',
  'Ann',
  '  Ann  ',
  'x'.repeat(150),
  'x'.repeat(151),
  'a\u202eb',
  'ann@example.com',
  ' Ann@Example.COM ',
  'ann@example',
  'not an email',
  `${'a'.repeat(250)}@example.com`,
  '12345',
  '123456',
  'p'.repeat(201),
];

describe('the forms validate as the server does', () => {
  for (const kind of ['text', 'email', 'password'] as const) {
    it(`gives the server's first message for every ${kind} sample`, () => {
      for (const value of samples)
        expect(validateInput(kind, value), JSON.stringify(value)).toBe(firstMessage(kind, value));
    });
  }

  it('names the spec messages', () => {
    expect(validateInput('text', '  ')).toBe(fieldMessages.required);
    expect(validateInput('email', '')).toBe(fieldMessages.emailRequired);
    expect(validateInput('email', 'ann@example')).toBe(fieldMessages.emailInvalid);
    expect(validateInput('password', '')).toBe(fieldMessages.passwordRequired);
    expect(validateInput('password', '12345')).toBe(fieldMessages.passwordTooShort);
    expect(validateInput('password', '123456')).toBeUndefined();
    expect(validateInput('optional', '')).toBeUndefined();
    expect(validateInput('optional', 'x'.repeat(5001))).toBe('Keep this shorter.');
  });

  it('keeps the server email lower-cased and trimmed', () => {
    expect(email.parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(requiredText.parse('  Ann  ')).toBe('Ann');
  });
});
