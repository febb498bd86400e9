import { createHash } from 'node:crypto';
import type { Attribution } from '@linx/shared/analytics';

/**
 * A visitor's identity for one UTC day: a hash of the day's random salt, the client's address and
 * its user agent (the method Plausible documents). The address and user agent are never stored; once
 * the salt is deleted the next day, the hash cannot be linked to them again.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\n')
    .update(userAgent)
    .digest('base64url')
    .slice(0, 22);
}

export const DIRECT = '(directo)';

/** Where a visit came from: its UTM source, else the referrer's host, else direct. */
export const sourceOf = (attribution: Attribution): string =>
  attribution.utm_source?.toLowerCase() ?? attribution.referrer_host ?? DIRECT;

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked, so nothing of the request is kept. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}
