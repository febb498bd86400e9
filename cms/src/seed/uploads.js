'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** Seed files put into the Media Library (made by scripts/generate-media.mjs and scripts/generate-videos.sh). */
const UPLOADS_DIR = path.join(__dirname, 'uploads');
const MIME = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * Uploads seed files through Strapi's upload service (the Media Library: responsive formats, dimensions, alt
 * text), each once however many entries use it, two at a time (the image work runs in sharp's own threads).
 * `uploader.file({ file, alt })` returns the upload of that file; `uploader.uploaded` lists them all, so a
 * failed seed can remove them.
 */
const createUploader = (strapi, { concurrency = 2 } = {}) => {
  const service = strapi.plugin('upload').service('upload');
  const byPath = new Map();
  const uploaded = [];
  const queue = [];
  let running = 0;

  const next = () => {
    if (running >= concurrency || !queue.length) return;
    running += 1;
    const { task, resolve, reject } = queue.shift();
    task()
      .then(resolve, reject)
      .finally(() => {
        running -= 1;
        next();
      });
  };
  const schedule = (task) =>
    new Promise((resolve, reject) => {
      queue.push({ task, resolve, reject });
      next();
    });

  const uploadOne = async (relativePath, alternativeText) => {
    const filepath = path.join(UPLOADS_DIR, relativePath);
    const mimetype = MIME[path.extname(filepath)];
    if (!mimetype) throw new Error(`Seed upload of unknown type: ${relativePath}`);
    const [file] = await service.upload({
      data: { fileInfo: { name: path.basename(filepath), alternativeText: alternativeText ?? null, caption: '' } },
      files: { filepath, originalFilename: path.basename(filepath), mimetype, size: fs.statSync(filepath).size },
    });
    uploaded.push(file);
    return file;
  };

  /** The upload of `ref` ({ file, alt }), started at most once. */
  const file = (ref) => {
    if (!byPath.has(ref.file)) byPath.set(ref.file, schedule(() => uploadOne(ref.file, ref.alt)));
    return byPath.get(ref.file);
  };

  const removeAll = async () => {
    for (const f of uploaded) {
      await service.remove(f).catch(() => undefined);
    }
  };

  return { file, uploaded, removeAll };
};

/**
 * Runs the seed's uploads without the Media Library's size optimisation and EXIF rotation: the seed files are
 * made at their final quality by scripts/generate-media.mjs and carry no EXIF, and re-encoding each large WebP
 * would double the seed's time. The responsive formats are made as for any upload. The settings are put back
 * afterwards (the server does not listen yet, so no editor upload runs meanwhile).
 */
const withSeedUploadSettings = async (strapi, fn) => {
  const service = strapi.plugin('upload').service('upload');
  const settings = await service.getSettings();
  await service.setSettings({ ...settings, sizeOptimization: false, autoOrientation: false });
  try {
    return await fn();
  } finally {
    await service.setSettings(settings);
  }
};

/** Absolute address of an upload: the local provider answers a path (/uploads/...), a bucket provider a URL. */
const absoluteUrl = (base, file) => (/^https?:\/\//.test(file.url) ? file.url : `${base}${file.url}`);

module.exports = { createUploader, absoluteUrl, withSeedUploadSettings, UPLOADS_DIR };
