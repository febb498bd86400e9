// A stand-in for Odoo's External JSON-2 API at the edge of the cluster drill (the lead service's own
// tests have a scriptable one in TypeScript): `POST /json/2/crm.lead/create` stores the records and
// answers their new ids, `POST /json/2/crm.lead/search_read` finds them by description, as the lead
// service's look-up before a resend does. It counts creations per lead reference.
import http from 'node:http';

/** The lead id in the reference line the lead service writes at the end of a description. */
const referenceOf = (description = '') => /Referencia LINX: ([0-9a-f-]{36})$/.exec(description)?.[1] ?? null;

/** `delayMs`: how long each answer takes (a lead service killed meanwhile leaves its outcome unknown). */
export const startFakeOdoo = async ({ delayMs = 0 } = {}) => {
  const records = [];
  let searches = 0;
  let nextId = 1000;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // answered as a request without records
      }
      const json = (value) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/json/2/crm.lead/create') {
        const ids = (body.vals_list ?? []).map((values) => {
          nextId += 1;
          records.push({ id: nextId, description: values.description ?? '' });
          return nextId;
        });
        return json(ids);
      }
      if (req.url === '/json/2/crm.lead/search_read') {
        searches += 1;
        const needle = String(body.domain?.[0]?.[2] ?? '').toLowerCase();
        return json(
          records.filter((r) => needle && r.description.toLowerCase().includes(needle)).map(({ id }) => ({ id })),
        );
      }
      res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** How many records Odoo holds per lead id. */
    createdPerLead: () => {
      const counts = new Map();
      for (const record of records) {
        const id = referenceOf(record.description);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    /** Look-ups a lead service made before resending a lead whose outcome it did not know. */
    searches: () => searches,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};
