import type { FastifyReply } from 'fastify';

/** A public page's HTML with its own CSP, which allows only this response's inline style and no script at all. */
export function html(reply: FastifyReply, nonce: string, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'self';style-src 'nonce-${nonce}';img-src 'self' data:;script-src 'none';form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}

/** Guests post plain forms: this parser is added in each public pages' plugin's own scope. */
export function formParser(app: {
  addContentTypeParser: (
    type: string,
    opts: { parseAs: 'string' },
    fn: (req: unknown, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => void,
  ) => void;
}) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
