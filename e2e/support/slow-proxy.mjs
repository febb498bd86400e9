// A slow remote for the fault drills: `node slow-proxy.mjs <port> <upstream origin> <delay ms>`.
// Every answer of the upstream server is held back `delay` ms before it is sent; the counts of
// requests per path are answered at /__drill/requests (at once), and reset by DELETE on that path.
import http from 'node:http';
import '../../scripts/lib/exit-with-parent.mjs';

const [port, upstream, delay] = [Number(process.argv[2]), new URL(process.argv[3]), Number(process.argv[4])];
const counts = new Map();
const started = Date.now();
/** Every request, in order of arrival: time, path, and why the browser sent it (Sec-Purpose, Sec-Fetch-Dest). */
const arrivals = [];
/** Requests not answered yet. */
let pending = 0;

http
  .createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (path === '/__drill/requests') {
      if (req.method === 'DELETE') {
        counts.clear();
        arrivals.push(`${Date.now() - started} ms: reset`);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(Object.fromEntries(counts)));
    }
    if (path === '/__drill/arrivals') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ arrivals, pending }));
    }
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const conditional = req.headers['if-none-match'] || req.headers['if-modified-since'] ? 'revalidation' : undefined;
    const why = [req.headers['sec-purpose'], req.headers['sec-fetch-dest'], req.headers['sec-fetch-mode'], conditional];
    arrivals.push(`${Date.now() - started} ms: ${path} (${why.filter(Boolean).join(', ')})`);
    pending += 1;
    res.on('close', () => (pending -= 1));
    const headers = { ...req.headers, host: upstream.host };
    const forward = http.request(upstream, { method: req.method, path: req.url, headers }, (answer) => {
      setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }, delay);
    });
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  })
  .listen(port, '127.0.0.1', () => console.info(`proxy lento en http://127.0.0.1:${port} → ${upstream.origin}`));
