import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toLeadPayload, type LeadPayload } from '@linx/shared/leads';

export function validLead(n = 1): LeadPayload {
  return toLeadPayload({
    name: `María José Ñúñez ${n}`,
    email: `mjose${n}@comercial-andes.cl`,
    company: 'Comercial Andes SpA',
    service: 'Medición de Audiencia',
    message: `Queremos medir el tráfico en nuestras tiendas (lead ${n}).`,
  });
}

/** The JSON bodies the service answers with (202, 400 with field errors, other errors). */
export interface ResponseBody {
  id: string;
  status: string;
  error: string;
  message: string;
  errors: { field: string; message: string }[];
}

export interface PostOptions {
  key?: string | null;
  origin?: string;
  contentType?: string | null;
  /** Extra request headers, e.g. X-Forwarded-For. */
  headers?: Record<string, string>;
}

/** POSTs a body to `/crm.lead` like the browser does (JSON, with an idempotency key). */
export async function postLead(
  base: string,
  body: unknown,
  options: PostOptions = {},
): Promise<{ status: number; body: ResponseBody; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  const key = options.key === undefined ? randomUUID() : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  if (options.origin) headers.origin = options.origin;
  const response = await fetch(`${base}/crm.lead`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: response.status, body: parsed as ResponseBody, headers: response.headers };
}

export interface InjectOptions {
  /** The socket address the request comes from. */
  from: string;
  key?: string;
  headers?: Record<string, string>;
}

/** POSTs a lead through `app.inject` from a chosen socket address: no sockets, any number of clients. */
export async function injectLead(
  app: FastifyInstance,
  body: unknown,
  options: InjectOptions,
): Promise<{ status: number; body: ResponseBody; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/crm.lead',
    remoteAddress: options.from,
    headers: { 'content-type': 'application/json', 'idempotency-key': options.key ?? randomUUID(), ...options.headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<ResponseBody>(), headers: response.headers };
}
