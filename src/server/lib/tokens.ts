import { hash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex: every signed-in request hashes its token (Node's one-shot `hash`, a third of createHash's time). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
