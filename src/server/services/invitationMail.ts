import { THEME_IDS, type ThemeId } from '../../shared/site';
import { qrPng } from '../lib/qr';
import type { MailMessage } from '../mail';
import { longDate } from '../site/html';
import { themeCss } from '../site/themes';

// The invitation mail (issue 35): HTML in the wedding site's colours with a plain-text part, the household's private
// RSVP link, and its QR code as an inline image. The colours are read from the site's own theme definitions, so a
// theme added there dresses the mails too.

export interface MailColours {
  ink: string;
  muted: string;
  accent: string;
  onAccent: string;
  line: string;
  card: string;
  background: string;
}

const FALLBACK: MailColours = {
  ink: '#2b2622',
  muted: '#6f655c',
  accent: '#8a5a2b',
  onAccent: '#ffffff',
  line: '#e6ddd2',
  card: '#fbf7f1',
  background: '#fffdf9',
};

/** A theme's colours, from its CSS custom properties; what a theme leaves out keeps the classic colour. */
export function themeColours(theme: string): MailColours {
  const css = themeCss((THEME_IDS as readonly string[]).includes(theme) ? (theme as ThemeId) : 'classic');
  const body = css.match(/body\{([^}]*)\}/)?.[1] ?? '';
  const read = (name: string) => body.match(new RegExp(`(?:^|[;{\\s])${name}:\\s*(#[0-9a-fA-F]{3,8})`))?.[1];
  return {
    ink: read('--ink') ?? FALLBACK.ink,
    muted: read('--muted') ?? FALLBACK.muted,
    accent: read('--accent') ?? FALLBACK.accent,
    onAccent: read('--on-accent') ?? FALLBACK.onAccent,
    line: read('--line') ?? FALLBACK.line,
    card: read('--card') ?? FALLBACK.card,
    background: read('background') ?? FALLBACK.background,
  };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface InvitationMailInput {
  to: string[];
  subject: string;
  message: string;
  household: string;
  wedding: { name: string; date: string };
  theme: string;
  link: string;
  productName: string;
}

/** The plain-text part: also what the couple's preview shows. */
export function invitationText(m: InvitationMailInput): string {
  return [
    `Dear ${m.household},`,
    '',
    ...(m.message ? [m.message, ''] : []),
    `${m.wedding.name} · ${longDate(m.wedding.date)}`,
    '',
    'Please tell us whether you can come, here:',
    m.link,
    '',
    'The link is yours alone; there is no account to make. You can change your answer until the RSVP deadline.',
    '',
    `Sent with ${m.productName}`,
  ].join('\n');
}

export async function invitationMail(m: InvitationMailInput): Promise<MailMessage> {
  const c = themeColours(m.theme);
  const paragraphs = m.message
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 16px">${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(m.subject)}</title></head>
<body style="margin:0;padding:0;background:${c.background};color:${c.ink};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${c.card};border:1px solid ${c.line};border-radius:12px">
<tr><td style="padding:32px 28px 8px;text-align:center">
<p style="margin:0;letter-spacing:.12em;text-transform:uppercase;font-size:13px;color:${c.muted}">${esc(longDate(m.wedding.date))}</p>
<h1 style="margin:8px 0 0;font-size:30px;font-weight:400;color:${c.ink}">${esc(m.wedding.name)}</h1>
</td></tr>
<tr><td style="padding:16px 28px;font-size:16px;line-height:1.6;color:${c.ink}">
<p style="margin:0 0 16px">Dear ${esc(m.household)},</p>${paragraphs}
</td></tr>
<tr><td align="center" style="padding:8px 28px 24px">
<a href="${esc(m.link)}" style="display:inline-block;padding:14px 28px;background:${c.accent};color:${c.onAccent};text-decoration:none;border-radius:8px;font-size:17px">Reply to the invitation</a>
</td></tr>
<tr><td align="center" style="padding:0 28px 24px;color:${c.muted};font-size:14px">
<img src="cid:rsvp-qr" width="160" height="160" alt="QR code of your RSVP link" style="display:block;margin:0 auto 8px;border:0">
Or scan this code with your phone's camera.<br>The link is yours alone; there is no account to make.
</td></tr>
</table>
<p style="font-size:12px;color:${c.muted};margin:16px 0 0">Sent with ${esc(m.productName)}</p>
</td></tr></table></body></html>`;
  return {
    to: m.to.join(', '),
    subject: m.subject,
    text: invitationText(m),
    html,
    attachments: [{ filename: 'rsvp-qr.png', content: await qrPng(m.link), cid: 'rsvp-qr', contentType: 'image/png' }],
    link: m.link,
  };
}
