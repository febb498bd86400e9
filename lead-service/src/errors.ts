import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Body of every non-field error answer: a stable code for clients and a Spanish message. */
export interface ErrorBody {
  error: string;
  message: string;
}

export const ERRORS = {
  invalidJson: { error: 'invalid_json', message: 'El cuerpo de la solicitud no es JSON válido.' },
  tooLarge: { error: 'payload_too_large', message: 'El mensaje es demasiado grande.' },
  unsupportedMediaType: { error: 'unsupported_media_type', message: 'El formulario debe enviarse como JSON.' },
  rateLimited: { error: 'rate_limited', message: 'Demasiadas solicitudes. Inténtalo nuevamente en unos minutos.' },
  clientLimitReached: {
    error: 'rate_limited',
    message: 'Ya recibimos varias solicitudes desde tu conexión en la última hora. Inténtalo nuevamente más tarde.',
  },
  originNotAllowed: { error: 'origin_not_allowed', message: 'Origen no permitido.' },
  invalidIdempotencyKey: { error: 'invalid_idempotency_key', message: 'La clave de idempotencia no es válida.' },
  idempotencyKeyReused: {
    error: 'idempotency_key_reused',
    message: 'La clave de idempotencia ya se usó con otros datos.',
  },
  notFound: { error: 'not_found', message: 'Recurso no encontrado.' },
  unavailable: { error: 'unavailable', message: 'Servicio no disponible.' },
  internal: { error: 'internal_error', message: 'Error interno. Inténtalo nuevamente en unos minutos.' },
} satisfies Record<string, ErrorBody>;

function bodyFor(status: number, code: string | undefined): ErrorBody {
  if (status === 413) return ERRORS.tooLarge;
  if (status === 415) return ERRORS.unsupportedMediaType;
  if (status === 429) return ERRORS.rateLimited;
  if (status === 400 && code?.startsWith('FST_ERR_CTP_')) return ERRORS.invalidJson;
  if (status === 404) return ERRORS.notFound;
  if (status === 503) return ERRORS.unavailable;
  return status >= 500 ? ERRORS.internal : { error: 'bad_request', message: 'Solicitud no válida.' };
}

/** Maps framework and plugin errors (body parsing, limits) to the service's JSON error bodies. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: status, code: error.code }, 'request refused');
  void reply.code(status).send(bodyFor(status, error.code));
}
