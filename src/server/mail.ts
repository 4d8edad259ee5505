import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (invitations, issue 35); `text` stays the plain-text part. */
  html?: string;
  /** Inline images the HTML names by `cid:` (the invitation's QR code). */
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
  /** The link the mail is about, logged when mail goes to files so a developer can click it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const envelope = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  ...(m.attachments?.length ? { attachments: m.attachments } : {}),
});

/** SMTP when `smtpUrl` is set; otherwise each mail is an .eml file under `dir`. */
export function createMailer(opts: {
  smtpUrl?: string;
  dir: string;
  from: string;
  log: (msg: string, link?: string) => void;
  /** In production a mail's link (a sign-in or reset secret) never goes to the log, even when mail goes to files. */
  production?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail(envelope(opts.from, m));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(opts.from, m));
      await mkdir(opts.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
      await writeFile(path.join(opts.dir, name), info.message as Buffer);
      opts.log(`mail to ${m.to}: ${m.subject}`, opts.production ? undefined : m.link);
    },
  };
}

/** What a service needs to mail a link into the app; the Fastify instance is one, and so is a test's fake. */
export interface MailDeps {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'productName'>;
}
