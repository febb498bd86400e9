'use strict';

/**
 * What the Media Library accepts, by MIME type. Strapi's `allowedTypes` of a media field names coarse kinds
 * (images, videos, audios, files); this maps each kind to the exact types this site serves, so a field that
 * allows "files" takes PDF only and one that allows "images" takes no TIFF, HEIC or HTML renamed to .png.
 * SVG is allowed because every SVG is sanitised on upload (src/utils/svg-sanitize.js).
 */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];
const FILE_TYPES = ['application/pdf'];

const KIND_TYPES = { images: IMAGE_TYPES, videos: VIDEO_TYPES, files: FILE_TYPES, audios: [] };

/** Every type an upload may have (config/plugins.js `security.allowedTypes`). */
const UPLOAD_ALLOWED_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES, ...FILE_TYPES];

/** Types a media attribute accepts: the union of its kinds (every upload type when it names none). */
const typesForAttribute = (attribute) => {
  const kinds = attribute.allowedTypes;
  if (!Array.isArray(kinds) || kinds.length === 0) return UPLOAD_ALLOWED_TYPES;
  return [...new Set(kinds.flatMap((kind) => KIND_TYPES[kind] ?? []))];
};

/** The kind of a MIME type (image, video, file) or null: a replaced file keeps its kind. */
const kindOf = (mime) => {
  const type = String(mime || '').toLowerCase();
  if (IMAGE_TYPES.includes(type)) return 'images';
  if (VIDEO_TYPES.includes(type)) return 'videos';
  if (FILE_TYPES.includes(type)) return 'files';
  return null;
};

/** Short Spanish description of a list of types, for error messages: "PDF", "JPEG, PNG, …". */
const describeTypes = (types) => types.map((t) => (t === 'image/svg+xml' ? 'SVG' : t.split('/')[1].toUpperCase())).join(', ');

module.exports = { IMAGE_TYPES, VIDEO_TYPES, FILE_TYPES, UPLOAD_ALLOWED_TYPES, typesForAttribute, kindOf, describeTypes };
