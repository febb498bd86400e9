// What the edit view's «Publicación» panel says about an entry (docs/editorial-workflow.md, "Scheduling"):
// its state and its scheduled times, in Chile's time (the site's and the schedule's zone), naming the zone.
export const SITE_TIME_ZONE = 'America/Santiago';

const dateFormat = (timeZone) =>
  new Intl.DateTimeFormat('es-CL', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = (timeZone) =>
  new Intl.DateTimeFormat('es-CL', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** «3 de diciembre de 2025 a las 09:00» in `timeZone`. */
export const atTime = (iso, timeZone = SITE_TIME_ZONE) => {
  const date = new Date(iso);
  return `${dateFormat(timeZone).format(date)} a las ${timeFormat(timeZone).format(date)}`;
};

const ZONE = `(hora de Chile, ${SITE_TIME_ZONE})`;

/**
 * `{ state, tone, lines }` for a document as the content manager gives it (`status`: draft, published or
 * modified; `publishAt`/`unpublishAt` of its draft). `browserZone`: the editor's own zone, named too when it
 * is not Chile's (the date picker shows the browser's time).
 */
export const scheduleState = (document, { now = new Date(), browserZone = SITE_TIME_ZONE } = {}) => {
  const status = document?.status ?? 'draft';
  const publishAt = document?.publishAt ? new Date(document.publishAt) : null;
  const unpublishAt = document?.unpublishAt ? new Date(document.unpublishAt) : null;
  const lines = [];
  let state;
  let tone;
  if (publishAt && publishAt > now) {
    state = 'Programado';
    tone = 'secondary';
    lines.push(`Programado: se publica el ${atTime(publishAt)} ${ZONE}.`);
  } else if (publishAt) {
    state = 'Programado';
    tone = 'secondary';
    lines.push(`Programado: se publica en el próximo minuto (la hora fijada, ${atTime(publishAt)} ${ZONE}, ya pasó).`);
  } else if (status === 'published') {
    state = 'Publicado';
    tone = 'success';
  } else if (status === 'modified') {
    state = 'Publicado, con cambios sin publicar';
    tone = 'alternative';
  } else {
    state = 'Borrador';
    tone = 'neutral';
  }
  if (status !== 'draft' && publishAt) lines.push('La versión publicada sigue en el sitio hasta esa hora.');
  if (unpublishAt) lines.push(`Se despublica el ${atTime(unpublishAt)} ${ZONE}.`);
  if (!publishAt && !unpublishAt && state === 'Borrador') lines.push('No está en el sitio: nadie lo ve hasta que lo publiques.');
  const firstAt = [publishAt, unpublishAt].find(Boolean);
  if (firstAt && browserZone !== SITE_TIME_ZONE) {
    lines.push(`En tu hora (${browserZone}): ${atTime(firstAt, browserZone)}.`);
  }
  return { state, tone, lines };
};
