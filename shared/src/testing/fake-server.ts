import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config/runtime-config';

export type FakeResponse = { status?: number; body?: unknown; delayMs?: number };
export type FakeRoute = FakeResponse | ((request: IncomingMessage, body: string) => FakeResponse);

export interface FakeServer {
  url: string;
  /** Every request received: method, path with query, body text, headers. */
  requests: Array<{ method: string; url: string; body: string; headers: IncomingMessage['headers'] }>;
  /** Replace or add a route ("GET /api/products?populate=*"). */
  set: (key: string, route: FakeRoute) => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for the CMS or the lead service: tests fake the
 * network edge, not axios. Routes are keyed by "METHOD path?query"; unknown routes answer 404.
 */
export const startFakeServer = async (routes: Record<string, FakeRoute> = {}): Promise<FakeServer> => {
  const table = new Map(Object.entries(routes));
  const requests: FakeServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const headers = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, headers).end();
        return;
      }
      const url = decodeURIComponent(request.url ?? '/');
      requests.push({ method: request.method ?? 'GET', url, body, headers: request.headers });
      const route = table.get(`${request.method} ${url}`);
      const answer: FakeResponse =
        typeof route === 'function' ? route(request, body) : (route ?? { status: 404, body: {} });
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { ...headers, 'Content-Type': 'application/json' });
        response.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set: (key, route) => table.set(key, route),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** A fake CMS: answers Strapi's `{ data }` envelope and points the runtime config at itself. */
export const startFakeCms = async (lists: Record<string, unknown[] | FakeRoute>): Promise<FakeServer> => {
  const routes = Object.fromEntries(
    Object.entries(lists).map(([path, value]) => [
      `GET /api${path}`,
      Array.isArray(value) ? { body: { data: value, meta: {} } } : value,
    ]),
  );
  const server = await startFakeServer(routes);
  setRuntimeConfig({ cmsUrl: server.url });
  return server;
};
