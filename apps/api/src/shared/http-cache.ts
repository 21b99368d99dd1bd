/**
 * Short public caching with validation for API reads that are the same for every visitor (news, locations): a
 * browser or CDN keeps the answer for a minute, then revalidates with the ETag and gets a 304 without a body when
 * nothing changed. The answers depend on the language (Accept-Language), hence the Vary.
 */
import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';

export const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/** A route's `onSend` hook: cache headers and an ETag on a 200 GET, and 304 when the client already has it. */
export function publicRead(maxAgeSeconds = PUBLIC_READ_MAX_AGE_SECONDS): onSendHookHandler<unknown> {
  return async (request, reply, payload) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    )
      return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
    reply.header('vary', 'accept-language');
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  };
}
