import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const mailDir = path.resolve(`.tmp/e2e-${port}/mail`);

let counter = 0;
/** A fresh, unused email per call, so tests never depend on each other's accounts. */
export function uniqueEmail(name = 'guest'): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-7';

export async function signUp(page: Page, first: string, last: string, email = uniqueEmail(first.toLowerCase())) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${first}` })).toBeVisible();
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The token the page holds, as stored by the session actor. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('vowline.session'));
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('no stored session');
  return token;
}

/** Decodes an .eml body enough to find links: quoted-printable soft breaks and =3D. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `to` whose body has a link starting with `prefix`, and returns the link. */
export async function mailedLink(to: string, prefix: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const text = decodeQuotedPrintable(await readFile(path.join(mailDir, name), 'utf8'));
      if (!text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a link ${prefix}`);
}

/**
 * Follows the verification link mailed to `email` at sign-up, through the API: invitations to an address are listed
 * and answered by id only for its verified owner.
 */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = await mailedLink(email, `${baseURL}/verify-email?token=`);
  const token = new URL(link).searchParams.get('token');
  const res = await request.post('/api/v1/users/verify-email/', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs a fresh user up through the API and starts the page signed in as them, without the UI round trip. */
export async function signedInPage(page: Page, first = 'Model', last = 'Tester') {
  const res = await page.request.post('/api/v1/users/', {
    data: { first_name: first, last_name: last, email: uniqueEmail(first.toLowerCase()), password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access_token: string; user: { id: string; full_name: string; slug: string } };
  await page.addInitScript(
    (session) => {
      if (!window.localStorage.getItem('vowline.session')) {
        window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() }));
      }
    },
    { token: body.access_token, user: body.user },
  );
  return body;
}
