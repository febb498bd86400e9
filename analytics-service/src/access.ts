import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Staff and server-to-server routes: with a token configured, its `Authorization: Bearer` is required;
 * without one, only a client on this machine (the address Fastify resolved, after `TRUST_PROXY`).
 */
export function allowed(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return LOOPBACK.test(request.ip);
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && sameToken(header.slice(7), token);
}
