// A slow remote for the fault drills: `node slow-proxy.mjs <port> <upstream origin> <delay ms>`.
// Every answer of the upstream server is held back `delay` ms before it is sent; the counts of
// requests per path are answered at /__drill/requests (at once), and reset by DELETE on that path.
import http from 'node:http';

const [port, upstream, delay] = [Number(process.argv[2]), new URL(process.argv[3]), Number(process.argv[4])];
if (process.send) process.on('disconnect', () => process.exit(0));
const counts = new Map();

http
  .createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (path === '/__drill/requests') {
      if (req.method === 'DELETE') counts.clear();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(Object.fromEntries(counts)));
    }
    counts.set(path, (counts.get(path) ?? 0) + 1);
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
