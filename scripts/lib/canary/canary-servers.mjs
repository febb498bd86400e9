// The canary's own servers, each on a free loopback port, closed when it ends (docs/releases.md,
// "The canary"): the candidate release's files, a shell whose addresses file names the candidate
// instead of the live release of that app, a relay to the live CMS and a sink for the beacons.
// Nothing the visitors' servers read is touched: the live pointers stay, and the pages this shell
// answers come from the canary's own rendered folder (RENDERED_DIR of the canary's process).
import http from 'node:http';
import { fileServer } from '../built-files.mjs';
import { sendPlain } from '../safe-request.mjs';
import { createHandler } from '../static-server.mjs';

const HOST = '127.0.0.1';

/** Starts `handler` on a free loopback port: `{ origin, close }`. */
export const listenOnLoopback = async (handler) => {
  const server = http.createServer(handler);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  return {
    origin: `http://${HOST}:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/** A release folder as a remote's server answers it: its files, CORS allowed, immutable. */
export const candidateHandler = (folder) => {
  const files = fileServer(folder, { release: true });
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => sendPlain(res, 404, 'No encontrado'));
  };
};

/**
 * The shell's server of the site (static-server.mjs) with the canary's addresses: its live
 * release (or shell/dist), `distDir` for a candidate shell.
 */
export const shellHandler = ({ distDir, config, candidateShell }) =>
  createHandler({ distDir, historyFallback: true, config, release: candidateShell ? null : 'shell' });

/**
 * The live CMS as the canary's pages reach it: the CMS answers only the site's origins (CORS_ORIGINS),
 * so each request goes on with the live shell's origin and comes back allowed for the canary's.
 * Nothing else changes: the same reads, the same answers.
 */
export const cmsRelayHandler = ({ cmsUrl, siteOrigin }) => {
  const target = new URL(cmsUrl);
  return (req, res) => {
    const headers = { ...req.headers, host: target.host };
    const visitorOrigin = req.headers.origin;
    if (visitorOrigin) headers.origin = siteOrigin;
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const outgoing = { ...answer.headers };
        if (visitorOrigin && outgoing['access-control-allow-origin'] === siteOrigin) {
          outgoing['access-control-allow-origin'] = visitorOrigin;
        }
        res.writeHead(answer.statusCode ?? 502, outgoing);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) sendPlain(res, 502, 'El CMS no responde');
      else res.destroy();
    });
    req.pipe(upstream);
  };
};

/** The beacons' collector for the canary's visits: answered, never counted in the site's figures. */
export const beaconSinkHandler = (req, res) => {
  res.writeHead(204, {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
  });
  req.resume();
  res.end();
};
