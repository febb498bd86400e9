// Production static server of one app: precompressed brotli/gzip, long-term caching for hashed
// files, no-cache for HTML, manifests and the addresses file, CORS for federation, and (shell)
// history fallback so deep links reload.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { RUNTIME_CONFIG_FILE, runtimeConfigFromEnv } from './runtime-config.mjs';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const startStaticServer = ({ distDir, port, host, historyFallback }) => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`Falta la compilación en ${distDir}: ejecuta "npm run build" primero.`);
  }
  // The addresses file is answered from this process's environment, never written into dist/:
  // several servers (e.g. a moved remote) can serve the same build with different addresses.
  const runtimeConfig = JSON.stringify(runtimeConfigFromEnv(), null, 2);
  const serve = sirv(distDir, {
    single: historyFallback,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      const immutable = HASHED.test(pathname) || pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url?.split('?')[0] === `/${RUNTIME_CONFIG_FILE}`) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(runtimeConfig);
      return;
    }
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('No encontrado');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};
