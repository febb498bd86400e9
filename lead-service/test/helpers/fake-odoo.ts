import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers one request: `ok` (the new ids), `ok-no-id` (200 with a body that holds no id),
 * `drop` (socket destroyed: a network error) or an HTTP error status.
 */
export type FakeAnswer = 'ok' | 'ok-no-id' | 'drop' | number;

export interface RecordedCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  answer: FakeAnswer;
  createdId: number | null;
}

/**
 * A stand-in for Odoo's External JSON-2 API: `POST /json/2/crm.lead/create` answers with a JSON list
 * of new ids. Answers are taken from `script` in order; once it is empty every call is `ok`.
 */
export class FakeOdoo {
  readonly calls: RecordedCall[] = [];
  script: FakeAnswer[];
  private nextId = 1000;
  private server = http.createServer((req, res) => this.handle(req, res));

  constructor(script: FakeAnswer[] = []) {
    this.script = [...script];
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Successful creations, i.e. the leads Odoo would hold. */
  get created(): RecordedCall[] {
    return this.calls.filter((call) => call.createdId !== null);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      const answer = this.script.length > 0 ? (this.script.shift() as FakeAnswer) : 'ok';
      const call: RecordedCall = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        answer,
        createdId: null,
      };
      this.calls.push(call);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'ok-no-id') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result": "ok"}');
        return;
      }
      if (answer === 'ok') {
        const count = (body as { vals_list?: unknown[] }).vals_list?.length ?? 0;
        const ids = Array.from({ length: count }, () => (this.nextId += 1));
        call.createdId = ids[0] ?? null;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids));
        return;
      }
      const error = answer >= 500 ? 'odoo.http.SessionExpiredException' : 'odoo.exceptions.ValidationError';
      res.writeHead(answer, { 'content-type': 'application/json', ...(answer === 429 ? { 'retry-after': '0' } : {}) });
      res.end(JSON.stringify({ name: error, message: `fake answer ${answer}`, arguments: [], context: {}, debug: '' }));
    });
  }
}
