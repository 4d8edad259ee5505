import { fieldMessages } from '../../shared/messages';
import { COMMON_PASSWORDS_TEXT } from '../data/commonPasswordList';
import { HttpError } from './problem';

// Made on first use: a server that never sees a sign-up or a new password never builds the set.
let common: Set<string> | null = null;

/** One of the 10,000 most common passwords, in any letter case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password) || common.has(password.toLowerCase());
}

/** A 400 with the field's message when a new password is one of the most common (beside the spec's 6 characters). */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, fieldMessages.passwordTooCommon, { [field]: [fieldMessages.passwordTooCommon] });
  }
}
