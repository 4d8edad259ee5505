import type { FastifyRequest } from 'fastify';

// Secrets travel in a few URLs (/ws?token=, /set-password?token=, /accept-invite?code=, /rsvp/{token}); a request log
// names the URL, so every query value whose name says secret, and the RSVP path token, are blanked before it is written.
const SECRET_PARAMS = /([?&](?:token|code|access_token|id_token|refresh_token|key|secret|password)=)[^&#]*/gi;
const SECRET_PATHS = /^(\/(?:rsvp|api\/v1\/rsvp)\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]');
}

/** Fastify's request serializer with the URL redacted: what a request log line says about the request. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
