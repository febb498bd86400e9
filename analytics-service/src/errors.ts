import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Body of every error answer: a stable code and a Spanish message. */
export const ERRORS = {
  invalidBeacon: { error: 'invalid_beacon', message: 'La medición enviada no es válida.' },
  invalidJson: { error: 'invalid_json', message: 'El cuerpo de la solicitud no es JSON válido.' },
  tooLarge: { error: 'payload_too_large', message: 'La medición es demasiado grande.' },
  unsupportedMediaType: { error: 'unsupported_media_type', message: 'La medición debe enviarse como JSON.' },
  rateLimited: { error: 'rate_limited', message: 'Demasiadas solicitudes. Inténtalo nuevamente en unos minutos.' },
  originNotAllowed: { error: 'origin_not_allowed', message: 'Origen no permitido.' },
  unauthorized: { error: 'unauthorized', message: 'Se necesita la clave del equipo.' },
  invalidReleaseEvent: { error: 'invalid_release_event', message: 'El evento de versión enviado no es válido.' },
  invalidHealthQuery: {
    error: 'invalid_health_query',
    message: 'Se necesitan un remoto, una versión y una fecha de inicio válidos.',
  },
  invalidRange: { error: 'invalid_range', message: 'El período debe ser de 7, 30 o 90 días.' },
  dailyShareUsed: {
    error: 'daily_share_used',
    message: 'Se alcanzó el máximo de mediciones de hoy desde esta conexión.',
  },
  dailyCapReached: { error: 'daily_cap_reached', message: 'Se alcanzó el máximo de mediciones de hoy.' },
  busy: { error: 'busy', message: 'El servicio está ocupado. Inténtalo nuevamente en unos segundos.' },
  notFound: { error: 'not_found', message: 'Recurso no encontrado.' },
  internal: { error: 'internal_error', message: 'Error interno.' },
} as const;

function bodyFor(status: number, code: string | undefined) {
  if (status === 413) return ERRORS.tooLarge;
  if (status === 415) return ERRORS.unsupportedMediaType;
  if (status === 429) return ERRORS.rateLimited;
  if (status === 400 && code?.startsWith('FST_ERR_CTP_')) return ERRORS.invalidJson;
  if (status === 404) return ERRORS.notFound;
  return status >= 500 ? ERRORS.internal : ERRORS.invalidBeacon;
}

/** Maps framework and plugin errors (body parsing, limits) to the collector's JSON error bodies. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.code(status).send(bodyFor(status, error.code));
}
