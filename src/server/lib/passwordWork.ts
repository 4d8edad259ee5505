import argon2 from 'argon2';
import pLimit from 'p-limit';
import { HttpError } from './problem';

// argon2 is deliberately slow and runs on libuv's four worker threads. Unbounded, a flood of sign-ups or resets would
// queue hashes ahead of every sign-in; so new hashes get one thread and sign-in checks two of their own, and a hash
// queue longer than the cap is refused with a 429 instead of waiting minutes.
const hashing = pLimit(1);
const verifying = pLimit(2);
export const HASH_QUEUE_MAX = 32;

let hashesRun = 0;
/** How many password hashes this process has computed: lets tests prove that a refused request did no hashing. */
export const passwordHashesRun = () => hashesRun;

export function hashPassword(password: string): Promise<string> {
  if (hashing.pendingCount >= HASH_QUEUE_MAX) {
    return Promise.reject(
      new HttpError(429, 'The server is busy. Please try again in a minute.', undefined, { 'Retry-After': '60' }),
    );
  }
  return hashing(() => {
    hashesRun += 1;
    return argon2.hash(password, { type: argon2.argon2id });
  });
}

let checksRun = 0;
/** How many password checks (sign-in, site passwords) went through the verifying queue. */
export const passwordChecksRun = () => checksRun;

export function verifyHash(hash: string, password: string): Promise<boolean> {
  return verifying(() => {
    checksRun += 1;
    return argon2.verify(hash, password).catch(() => false);
  });
}
