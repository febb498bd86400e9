'use strict';

/**
 * One field as the content manager shows it: its Spanish label (edit and list views), the help text under it
 * and the placeholder inside it (empty where the input shows none: media, switches, components).
 */
const field = (label, description, placeholder = '') => ({ label, description, placeholder });

/** The two schedule fields every scheduled type has (docs/editorial-workflow.md, "Scheduling"). */
const SCHEDULE = {
  publishAt: field(
    'Publicar el',
    'Fecha y hora (de Chile, America/Santiago) en que el CMS publica el borrador, una vez. Vacío: no se programa. Requiere el permiso de publicar.',
    'dd/mm/aaaa hh:mm',
  ),
  unpublishAt: field(
    'Despublicar el',
    'Fecha y hora (de Chile, America/Santiago) en que la entrada deja de estar publicada, una vez. Vacío: sigue publicada.',
    'dd/mm/aaaa hh:mm',
  ),
};

module.exports = { field, SCHEDULE };
