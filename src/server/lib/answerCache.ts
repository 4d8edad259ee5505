import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Serialised answers of a heavy list kept per key (a wedding) with the version the database gave them, so a request
// whose access check read the same version is answered with bytes already made: no rows read, nothing mapped,
// serialised or compressed again. The version must change in the same commit as anything the answer shows (the task
// board's comes from triggers, migration 0021), and be read before the answer's rows: then a hit can never be older
// than the database, on this instance or any other.
//
// Also, per entry, the answer compressed for the encodings @fastify/compress would use (made once, on the first
// request that accepts one), and a weak ETag: a client that sends it back in If-None-Match gets a 304.

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** As @fastify/compress is registered in app.ts: smaller answers go out as they are. */
const COMPRESS_THRESHOLD = 1024;

interface Entry {
  version: string;
  body: Buffer;
  etag: string;
  packed: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

/** The encoding @fastify/compress would pick for this request (its own negotiation), or null for none. */
function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}

function pack(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body);
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** `maxBytes` bounds the bodies and their compressed copies together; the least recently used go first. */
  constructor(private readonly maxBytes: number) {}

  /**
   * Sends the answer for `key` at `version`: the kept one when its version is the same, else `make()`'s (a JSON
   * text), which is kept. `version` must have been read before `make` reads anything.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: string,
    make: () => Promise<string>,
  ): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (entry?.version === version) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      const body = Buffer.from(await make());
      entry = {
        version,
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        packed: {},
        bytes: 0,
      };
      this.keep(key, entry, body.length);
    }
    reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    if (notModified(request, entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? encodingFor(request) : null;
    if (!encoding) return reply.send(entry.body);
    let packed = entry.packed[encoding];
    if (!packed) {
      packed = pack(encoding, entry.body);
      entry.packed[encoding] = packed;
      if (this.entries.get(key) === entry) this.keep(key, entry, packed.length);
    }
    return reply.header('content-encoding', encoding).send(packed);
  }

  private keep(key: string, entry: Entry, added: number): void {
    const old = this.entries.get(key);
    if (old && old !== entry) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    entry.bytes += added;
    this.bytes += added;
    this.entries.set(key, entry);
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }
}
