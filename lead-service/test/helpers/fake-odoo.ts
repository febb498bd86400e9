import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers one create: `ok` (the new ids), `ok-no-id` (200 JSON without an id), `html`
 * (200 HTML page), `redirect` (302 to a login page), `hang` (creates the record, never answers),
 * `drop` (socket destroyed before creating: a network error), `created-500` (creates the record,
 * then answers 500, as when Odoo fails after its commit) or an HTTP error status.
 */
export type FakeAnswer = 'ok' | 'ok-no-id' | 'html' | 'redirect' | 'hang' | 'drop' | 'created-500' | number;

export interface RecordedCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The create's scripted answer; `other` for a search_read or any other path. */
  answer: FakeAnswer | 'other';
  createdId: number | null;
}

interface CreateBody {
  vals_list?: { description?: string }[];
}

/** The lead id in the reference line the service writes at the end of the description. */
export function leadIdOf(call: RecordedCall): string | undefined {
  const description = (call.body as CreateBody).vals_list?.[0]?.description ?? '';
  return /\n\nReferencia LINX: ([0-9a-f-]{36})$/.exec(description)?.[1];
}

/**
 * A stand-in for Odoo's External JSON-2 API: `POST /json/2/crm.lead/create` answers with a JSON list
 * of new ids, `POST /json/2/crm.lead/search_read` finds created records by description. Create answers
 * are taken from `script` in order, then `fallback` (`ok` unless changed).
 */
export class FakeOdoo {
  readonly calls: RecordedCall[] = [];
  script: FakeAnswer[];
  fallback: FakeAnswer = 'ok';
  /** An HTTP error status every search_read answers with (an Odoo that is down); null: searches work. */
  searchFailure: number | null = null;
  /** Called when a create arrives, before it is answered (e.g. to kill the service mid-call). */
  onCreate: ((call: RecordedCall) => void) | null = null;
  private nextId = 1000;
  private readonly records: { id: number; description: string }[] = [];
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

  /** Create calls only (searches left out). */
  get creates(): RecordedCall[] {
    return this.calls.filter((call) => call.url.endsWith('/create'));
  }

  get searches(): RecordedCall[] {
    return this.calls.filter((call) => call.url.endsWith('/search_read'));
  }

  private create(call: RecordedCall): number[] {
    const ids = ((call.body as CreateBody).vals_list ?? []).map((values) => {
      const id = (this.nextId += 1);
      this.records.push({ id, description: values.description ?? '' });
      return id;
    });
    call.createdId = ids[0] ?? null;
    return ids;
  }

  private search(body: unknown): { id: number }[] {
    const [, , needle] = (body as { domain: [string, string, string][] }).domain[0];
    return this.records
      .filter((record) => record.description.toLowerCase().includes(needle.toLowerCase()))
      .map(({ id }) => ({ id }));
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
      const call: RecordedCall = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        answer: 'other',
        createdId: null,
      };
      this.calls.push(call);
      const json = { 'content-type': 'application/json' };
      if (!call.url.startsWith('/json/2/crm.lead/')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Iniciar sesión</html>'); // a login page
        return;
      }
      if (call.url.endsWith('/search_read')) {
        if (this.searchFailure !== null) res.writeHead(this.searchFailure, json).end('{"name": "fake search failure"}');
        else res.writeHead(200, json).end(JSON.stringify(this.search(body)));
        return;
      }
      const answer = this.script.length > 0 ? (this.script.shift() as FakeAnswer) : this.fallback;
      call.answer = answer;
      if (answer === 'hang' || answer === 'created-500') this.create(call);
      this.onCreate?.(call);
      if (answer === 'drop') req.socket.destroy();
      else if (answer === 'hang') return;
      else if (answer === 'created-500') {
        res
          .writeHead(500, json)
          .end(JSON.stringify({ name: 'odoo.http.SessionExpiredException', message: 'fake 500' }));
      } else if (answer === 'ok') res.writeHead(200, json).end(JSON.stringify(this.create(call)));
      else if (answer === 'ok-no-id') res.writeHead(200, json).end('{"result": "ok"}');
      else if (answer === 'html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Odoo</html>');
      else if (answer === 'redirect') res.writeHead(302, { location: '/web/login?redirect=x' }).end();
      else {
        const error = answer >= 500 ? 'odoo.http.SessionExpiredException' : 'odoo.exceptions.ValidationError';
        res.writeHead(answer, { ...json, ...(answer === 429 ? { 'retry-after': '0' } : {}) });
        res.end(
          JSON.stringify({ name: error, message: `fake answer ${answer}`, arguments: [], context: {}, debug: '' }),
        );
      }
    });
  }
}
