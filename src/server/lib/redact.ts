import type { FastifyRequest } from 'fastify';

// Secrets travel in URLs (/ws?token=, /set-password?token=, /account?confirm_email=, the provider's
// ?id_token_hint=, /rsvp/{token}), and a request log names the URL. A deny-list misses the next one, so every query
// value is blanked except those of an allow-list of names that never carry a secret or a person's data, and the RSVP
// path token is blanked too.
const SHOWN_PARAMS = new Set([
  'page',
  'page_size',
  'limit',
  'offset',
  'cursor',
  'since',
  'ordering',
  'kind',
  'status',
  'filter',
  'tab',
  'view',
  'format',
  'account',
  'post',
  'thread',
  'month',
  'year',
  'from',
  'to',
  'type',
  'role',
  'audience',
  'client_id',
  'response_type',
  'scope',
  'prompt',
  'code_challenge_method',
  'redirect_uri',
  'post_logout_redirect_uri',
  'inspect',
]);
const SECRET_PATHS = /^(\/(?:rsvp|api\/v1\/rsvp)\/)[^/?#]+/i;
const REDACTED = '[redacted]';

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (!pair) return pair;
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {}
      if (SHOWN_PARAMS.has(decoded.toLowerCase())) return pair;
      // A bare value (`?abc`) may be the secret itself.
      return at < 0 ? REDACTED : `${name}=${REDACTED}`;
    })
    .join('&');
}

export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const at = withoutHash.indexOf('?');
  const path = (at < 0 ? withoutHash : withoutHash.slice(0, at)).replace(SECRET_PATHS, `$1${REDACTED}`);
  return at < 0 ? path : `${path}?${redactQuery(withoutHash.slice(at + 1))}`;
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
