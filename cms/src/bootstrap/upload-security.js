'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { errors } = require('@strapi/utils');
const { sanitizeSvg, looksLikeMarkup } = require('../utils/svg-sanitize');
const { typesForAttribute, kindOf, describeTypes } = require('../utils/media-types');

const FILE_UID = 'plugin::upload.file';
const SVG_MIME = 'image/svg+xml';

/**
 * Media Library settings the responsive images depend on, enforced on every boot like the public
 * permissions (an editor turning them off in the panel would silently drop the formats the site's srcset
 * uses): responsive formats at config/plugins.js's breakpoints, size optimisation, EXIF orientation, and no
 * AI metadata (uploads never leave this server).
 */
const REQUIRED_SETTINGS = { sizeOptimization: true, responsiveDimensions: true, autoOrientation: true, aiMetadata: false };

const ensureUploadSettings = async (strapi) => {
  const service = strapi.plugin('upload').service('upload');
  const current = (await service.getSettings()) ?? {};
  if (Object.entries(REQUIRED_SETTINGS).every(([key, value]) => current[key] === value)) return;
  await service.setSettings({ ...current, ...REQUIRED_SETTINGS });
};

// ---------- uploads: SVG sanitised, markup under another name refused, a replacement keeps its kind ----------

const nameOf = (file) => file.originalFilename || file.name || 'archivo';
const declaredOf = (file) => String(file.mimetype || file.type || '').toLowerCase();

const isSvgUpload = (file) =>
  path.extname(nameOf(file)).toLowerCase() === '.svg' || declaredOf(file) === SVG_MIME || file.detectedMimeType === SVG_MIME;

/**
 * Sanitises an SVG upload and refuses markup uploaded under any other name: an HTML page renamed to .png is
 * not an image. Runs for uploads through the admin panel, the content API and the seed alike (they all call
 * the upload service). The clean SVG is written to a new temporary file (the original may be a seed file):
 * its path is returned, for the caller to remove.
 */
const checkIncomingFile = async (file) => {
  const filepath = file.filepath ?? file.path;
  if (!filepath) return null;
  const handle = await fs.open(filepath, 'r');
  let head;
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, 512, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const markup = looksLikeMarkup(head);
  if (!isSvgUpload(file)) {
    if (markup) throw new errors.ValidationError(`${nameOf(file)}: su contenido es texto marcado (HTML, XML o SVG), no un archivo de ese tipo`);
    return null;
  }
  if (!markup) throw new errors.ValidationError(`${nameOf(file)}: no es un SVG`);
  const clean = sanitizeSvg(await fs.readFile(filepath, 'utf8'));
  if (!clean) throw new errors.ValidationError(`${nameOf(file)}: no es un SVG válido`);
  const data = Buffer.from(clean, 'utf8');
  const cleanPath = path.join(os.tmpdir(), `linx-svg-${crypto.randomBytes(8).toString('hex')}.svg`);
  await fs.writeFile(cleanPath, data);
  if (file.filepath) file.filepath = cleanPath;
  else file.path = cleanPath;
  file.size = data.length;
  if (!declaredOf(file) || declaredOf(file) === 'application/octet-stream') file.mimetype = SVG_MIME;
  return cleanPath;
};

/**
 * Runs `fn` with the incoming files checked (SVGs pointed at their clean copy), then points the files back at
 * their own temporary paths, which the body parser removes, and removes the clean copies.
 */
const withCheckedFiles = async (files, fn) => {
  const originals = files.map((file) => ({ file, filepath: file.filepath, path: file.path, size: file.size }));
  const cleaned = [];
  try {
    for (const file of files) cleaned.push(await checkIncomingFile(file));
    return await fn();
  } finally {
    for (const { file, filepath, path: oldPath, size } of originals) Object.assign(file, { filepath, path: oldPath, size });
    await Promise.all(cleaned.filter(Boolean).map((p) => fs.rm(p, { force: true })));
  }
};

/** The type Strapi will store for an incoming file (its own detection first, as the upload service does). */
const incomingMime = (file) => {
  const declared = declaredOf(file);
  return String(file.detectedMimeType || (declared && declared !== 'application/octet-stream' ? declared : '')).toLowerCase();
};

const mediaAttribute = (strapi, uid, field) => {
  const attribute = uid && field ? strapi.getModel(uid)?.attributes?.[field] : undefined;
  return attribute?.type === 'media' ? attribute : undefined;
};

const assertTypeFits = (label, mime, fileName, types) => {
  if (!types.includes(mime)) {
    throw new errors.ValidationError(`${label}: ${fileName} es ${mime || 'de tipo desconocido'}; este campo acepta ${describeTypes(types)}`);
  }
};

/** Wraps the upload service's `upload` and `replace` (used by the admin API, the content API and the seed). */
const secureUploadService = (strapi) => {
  const service = strapi.plugin('upload').service('upload');
  if (service.linxSecured) return;
  const { upload, replace } = service;

  service.upload = async function secureUpload(input, opts) {
    const files = Array.isArray(input?.files) ? input.files : [input?.files].filter(Boolean);
    return withCheckedFiles(files, () => {
      // Upload-and-attach (`ref`, `refId`, `field`) skips the document service: check the field here.
      const attribute = mediaAttribute(strapi, input?.data?.ref, input?.data?.field);
      if (attribute) {
        const types = typesForAttribute(attribute);
        for (const file of files) assertTypeFits(`${input.data.ref}.${input.data.field}`, incomingMime(file), nameOf(file), types);
      }
      return upload.call(this, input, opts);
    });
  };

  service.replace = async function secureReplace(id, input, opts) {
    return withCheckedFiles(input?.file ? [input.file] : [], async () => {
      if (input?.file) {
        // Entries keep pointing at a replaced file: an image stays an image, a PDF a PDF (the fields' rules hold).
        const old = await strapi.db.query(FILE_UID).findOne({ where: { id }, select: ['id', 'mime', 'name'] });
        const mime = incomingMime(input.file);
        if (old && kindOf(old.mime) !== kindOf(mime)) {
          throw new errors.ValidationError(`${nameOf(input.file)} (${mime || 'tipo desconocido'}) no puede reemplazar a ${old.name} (${old.mime})`);
        }
      }
      return replace.call(this, id, input, opts);
    });
  };
  service.linxSecured = true;
};

// ---------- entries: each media field takes only its types ----------

const asList = (value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** File ids and documentIds in a media field's value: 5, "5", { id: 5 }, [..], { set: [..] }, { connect: [..] }. */
const refsOf = (value, refs = { ids: new Set(), documentIds: new Set() }) => {
  for (const item of asList(value)) {
    if (typeof item === 'number') refs.ids.add(item);
    else if (typeof item === 'string' && /^\d+$/.test(item)) refs.ids.add(Number(item));
    else if (typeof item === 'string' && item) refs.documentIds.add(item);
    else if (item && typeof item === 'object') {
      if (item.id !== undefined && item.id !== null) refsOf(item.id, refs);
      else if (item.documentId) refsOf(String(item.documentId), refs);
      for (const key of ['set', 'connect']) if (item[key]) refsOf(item[key], refs);
    }
  }
  return refs;
};

/** Every media value in `data` of model `uid`, components and dynamic zones included. */
const mediaValues = (strapi, uid, data, prefix = '', out = []) => {
  const model = strapi.getModel(uid);
  if (!model || !data || typeof data !== 'object') return out;
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (!(name in data)) continue;
    const value = data[name];
    if (attribute.type === 'media') out.push({ label: `${prefix}${name}`, types: typesForAttribute(attribute), refs: refsOf(value) });
    else if (attribute.type === 'component') {
      asList(value).forEach((item) => mediaValues(strapi, attribute.component, item, `${prefix}${name}.`, out));
    } else if (attribute.type === 'dynamiczone') {
      asList(value).forEach((item) => item?.__component && mediaValues(strapi, item.__component, item, `${prefix}${name}.`, out));
    }
  }
  return out;
};

/** Document service middleware: a create or update that points a media field at a file of another type fails (400). */
const checkMediaFields = (strapi) => async (ctx, next) => {
  if (!['create', 'update'].includes(ctx.action) || !ctx.params?.data || !String(ctx.uid).startsWith('api::')) return next();
  const values = mediaValues(strapi, ctx.uid, ctx.params.data).filter((v) => v.refs.ids.size || v.refs.documentIds.size);
  if (values.length) {
    const ids = [...new Set(values.flatMap((v) => [...v.refs.ids]))];
    const documentIds = [...new Set(values.flatMap((v) => [...v.refs.documentIds]))];
    const or = [...(ids.length ? [{ id: { $in: ids } }] : []), ...(documentIds.length ? [{ documentId: { $in: documentIds } }] : [])];
    const files = await strapi.db.query(FILE_UID).findMany({ where: { $or: or }, select: ['id', 'documentId', 'mime', 'name'] });
    for (const { label, types, refs } of values) {
      for (const file of files) {
        if (refs.ids.has(file.id) || refs.documentIds.has(file.documentId)) assertTypeFits(label, String(file.mime).toLowerCase(), file.name, types);
      }
    }
  }
  return next();
};

/** Register phase: the service wrappers and the document middleware. */
const registerUploadSecurity = (strapi) => {
  strapi.documents.use(checkMediaFields(strapi));
};

/** Bootstrap phase (services exist): wraps the upload service and enforces the Media Library settings. */
const bootstrapUploadSecurity = async (strapi) => {
  secureUploadService(strapi);
  await ensureUploadSettings(strapi);
};

module.exports = { registerUploadSecurity, bootstrapUploadSecurity, REQUIRED_SETTINGS, refsOf };
