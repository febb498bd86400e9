// The CMS's content models, known from the repository: cms/src/api/<api>/content-types/<type>/schema.json.
// The CMS's write hook (cms/src/utils/render-hook.js) names a change by the <api> part of the
// model's uid `api::<api>.<type>` (here always the schema's singularName too).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const API_DIR = path.join(ROOT, 'cms/src/api');

const folders = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];

/** The names the CMS's write hook can send: the APIs with at least one content type schema. */
export const cmsModels = (apiDir = API_DIR) =>
  new Set(
    folders(apiDir)
      .filter(({ name }) =>
        folders(path.join(apiDir, name, 'content-types')).some((type) =>
          fs.existsSync(path.join(apiDir, name, 'content-types', type.name, 'schema.json')),
        ),
      )
      .map(({ name }) => name),
  );
