/**
 * The check of an `Authorization: Bearer <token>` header against the one token that may read the metrics.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares SHA-256 digests in constant time: they are equal in length whatever was sent, so the time an
 * answer takes tells nothing of the token's length or of how many of its characters a guess got right.
 */
export function bearerTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
    const matches = timingSafeEqual(digest(given ?? ''), expected);
    return given !== undefined && matches;
  };
}
