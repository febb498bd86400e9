// Root `postinstall`: the CMS is its own npm project (Strapi's admin needs React 18), installed here
// so one `npm install` prepares the whole repository.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { runToEnd } from './lib/processes.mjs';

const cmsDir = path.join(ROOT, 'cms');
if (fs.existsSync(path.join(cmsDir, 'package.json')) && !process.env.LINX_SKIP_CMS_INSTALL) {
  process.exitCode = await runToEnd('npm', ['install', '--no-audit', '--no-fund'], { cwd: cmsDir });
}
