'use strict';

const CONTENT_TYPES = require('./content-types');
const SECTIONS = require('./sections');
const PARTS = require('./parts');

/** Spanish column names of the fields Strapi adds to every type, for the list views. */
const SYSTEM_FIELDS = {
  id: 'ID',
  documentId: 'ID del documento',
  createdAt: 'Creado',
  updatedAt: 'Actualizado',
  publishedAt: 'Publicado',
  firstPublishedAt: 'Publicado por primera vez',
  createdBy: 'Creado por',
  updatedBy: 'Actualizado por',
  locale: 'Idioma',
};

/** Every labelled model: content types by uid (api::…), components by uid (sections.…, section-parts.…). */
const LABELS = { contentTypes: CONTENT_TYPES, components: { ...SECTIONS, ...PARTS } };

/**
 * `metadatas` with the repository's Spanish label, help text and placeholder for each field it names (edit
 * view) and the label as the list view's column name; whatever else an editor set in *Configurar la vista*
 * (visibility, whether a field is editable, a relation's shown field, sorting) is kept.
 */
const withLabels = (metadatas, fields) => {
  const merged = { ...metadatas };
  for (const [name, meta] of Object.entries(metadatas)) {
    const own = fields[name];
    const label = own?.label ?? SYSTEM_FIELDS[name];
    if (!label) continue;
    merged[name] = {
      ...meta,
      edit: own ? { ...meta.edit, label, description: own.description, placeholder: own.placeholder } : meta.edit,
      list: { ...meta.list, label },
    };
  }
  return merged;
};

const applyTo = async (service, model, fields) => {
  if (!model) return false;
  const { settings, metadatas, layouts } = await service.findConfiguration(model);
  const labelled = withLabels(metadatas, fields);
  if (JSON.stringify(labelled) === JSON.stringify(metadatas)) return false;
  await service.updateConfiguration(model, { settings, metadatas: labelled, layouts });
  return true;
};

/**
 * On every boot, after the content manager has synced its configurations with the schemas: the Spanish
 * labels, help texts and placeholders kept in this folder are written into each content type's and
 * component's configuration (cms/README.md, "Guía para editores"). Idempotent: a configuration that already
 * holds them is not written again; layouts (order, sizes, list columns) are never touched.
 * @returns {Promise<number>} how many configurations changed
 */
const applyAdminLabels = async (strapi) => {
  const cm = strapi.plugin('content-manager');
  const types = cm.service('content-types');
  const components = cm.service('components');
  let changed = 0;
  for (const [uid, fields] of Object.entries(LABELS.contentTypes)) {
    if (await applyTo(types, types.findContentType(uid), fields)) changed += 1;
  }
  for (const [uid, fields] of Object.entries(LABELS.components)) {
    if (await applyTo(components, components.findComponent(uid), fields)) changed += 1;
  }
  return changed;
};

module.exports = { applyAdminLabels, withLabels, LABELS, SYSTEM_FIELDS };
