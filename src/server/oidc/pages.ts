import type { KoaContextWithOIDC } from 'oidc-provider';

// The few pages the provider shows itself: its sign-in (routes/auth/interaction.ts), the sign-out question, and its
// errors. Plain HTML with one stylesheet, so the app's strict CSP (no inline style or script) holds here too.

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const PROVIDER_CSS = `body{font-family:system-ui,sans-serif;background:#f6f3ef;color:#2b2422;margin:0}
main{max-width:22rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 8px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #bbb;border-radius:6px;font:inherit}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#8a3b4c;color:#fff;
font:inherit;font-weight:600;cursor:pointer}button.secondary{background:#e8e1dc;color:#2b2422}
.error{color:#a01b1b;margin:.5rem 0}p.small{font-size:.9rem;color:#5b514e}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Vowline</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/auth/provider.css">
</head><body><main>${body}</main></body></html>`;
}

export function signInPage(input: { action: string; email?: string; error?: string; client?: string }): string {
  const error = input.error ? `<p class="error" role="alert">${esc(input.error)}</p>` : '';
  return page(
    'Sign in',
    `<h1>Sign in to Vowline</h1>${input.client ? `<p class="small">to continue to ${esc(input.client)}</p>` : ''}
${error}<form method="post" action="${esc(input.action)}" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required
 value="${esc(input.email ?? '')}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password"
 autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<form method="post" action="${esc(input.action.replace(/\/login$/, '/abort'))}">
<button type="submit" class="secondary">Cancel</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="/">Back to Vowline</a></p>`);
}

export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `<h1>Sign out of Vowline?</h1>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export async function signedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = messagePage('Signed out', 'You are signed out of Vowline.');
}

export async function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  ctx.type = 'html';
  ctx.body = messagePage('Sign-in failed', out.error_description ?? out.error);
}
