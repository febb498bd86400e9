// Test helper (no tests of its own): the shell's request handler on a free loopback port, beside a
// stand-in CMS answering `cmsAnswer(req, res)`, as the static server runs them.
import http from 'node:http';
import { createHandler } from '../lib/static-server.mjs';

const listen = async (server) => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
};

/** @returns {Promise<{ origin: string, cmsOrigin: string, cms: http.Server, close: () => void }>} */
export const startSiteWithCms = async ({ distDir, cmsAnswer }) => {
  const cms = http.createServer(cmsAnswer);
  const cmsOrigin = await listen(cms);
  const config = { remotes: {}, cmsUrl: cmsOrigin, leadsUrl: 'http://127.0.0.1:4000' };
  const site = http.createServer(createHandler({ distDir, historyFallback: true, config, release: null }));
  const origin = await listen(site);
  return {
    origin,
    cmsOrigin,
    cms,
    close: () => {
      site.close();
      cms.close();
    },
  };
};
