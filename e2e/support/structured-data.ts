/** Reading a page's JSON-LD back from its HTML, as a search engine does. */
export type JsonLdNode = Record<string, unknown> & { '@type': string | string[] };

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** Every JSON-LD block of the HTML, parsed (a block that is not JSON throws). */
export const jsonLdBlocks = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(LD_JSON)].map(([, text]) => JSON.parse(text) as Record<string, unknown>);

/** Every node with a `@type`, at any depth. */
export const typedNodes = (value: unknown, found: JsonLdNode[] = []): JsonLdNode[] => {
  if (Array.isArray(value)) value.forEach((item) => typedNodes(item, found));
  else if (value && typeof value === 'object') {
    if ('@type' in value) found.push(value as JsonLdNode);
    Object.values(value).forEach((item) => typedNodes(item, found));
  }
  return found;
};

/** Every string that is a link (an `@id`, a URL field, or anything shaped like a path or URL). */
export const linkValues = (value: unknown, key = '', found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item) => linkValues(item, key, found));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([name, item]) => linkValues(item, name, found));
  else if (
    typeof value === 'string' &&
    key !== '@context' &&
    (/^(@id|url|item|image|logo|contentUrl|sameAs)$/.test(key) || /^\/|:\/\//.test(value))
  )
    found.push(value);
  return found;
};

export const hasType = (node: JsonLdNode, type: string): boolean =>
  Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type;
