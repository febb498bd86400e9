'use strict';

const { errors } = require('@strapi/utils');
const { SCHEDULED_TYPES } = require('./scheduled-publishing');

const FIELDS = ['publishAt', 'unpublishAt'];
const SCHEDULED = new Set(SCHEDULED_TYPES);
const WRITES = new Set(['create', 'update', 'clone']);

const timeOf = (value) => (value === null || value === undefined || value === '' ? null : new Date(value).getTime());

/**
 * The schedule fields this write sets or changes: on create any time given; on update a time that differs from
 * the stored draft's (the admin's form sends every field, changed or not); on a clone (the admin's "Duplicate")
 * any time the duplicate will hold, its own or the source's.
 */
const scheduleChanges = async (strapi, { uid, action, params }) => {
  const data = params?.data ?? {};
  if (action === 'create') return FIELDS.filter((field) => timeOf(data[field]) !== null);
  const stored =
    (await strapi.db
      .query(uid)
      .findOne({ where: { documentId: params.documentId, publishedAt: null }, select: FIELDS })) ?? {};
  if (action === 'clone') {
    return FIELDS.filter((field) => timeOf(data[field] !== undefined ? data[field] : stored[field]) !== null);
  }
  return FIELDS.filter((field) => data[field] !== undefined && timeOf(data[field]) !== timeOf(stored[field]));
};

/**
 * Document-service middleware (docs/editorial-workflow.md, "Scheduling"): setting or changing when an entry is
 * published or unpublished (publishAt, unpublishAt) is publishing, so an editor of the admin panel needs the
 * publish permission of that content type for it (the content manager's RBAC, as for the Publish button).
 * Writes outside an admin request (the seed, the schedule itself, API tokens, which publish with
 * `status=published` anyway) are not an editor's and pass.
 */
const schedulePermission = (strapi) => async (context, next) => {
  if (!SCHEDULED.has(context.uid) || !WRITES.has(context.action)) return next();
  const userAbility = strapi.requestContext.get()?.state?.userAbility;
  if (!userAbility) return next();
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: context.uid });
  if (checker.can.publish()) return next();
  if ((await scheduleChanges(strapi, context)).length > 0) {
    // A PolicyError: Strapi's router answers its message (a plain ForbiddenError becomes a bare "Forbidden").
    throw new errors.PolicyError(
      'No tienes permiso para publicar este contenido: no puedes programar su publicación ni su despublicación. Deja vacías las fechas o pídeselo a quien pueda publicar.',
    );
  }
  return next();
};

module.exports = { schedulePermission, scheduleChanges };
