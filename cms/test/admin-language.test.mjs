// The admin panel opens in Spanish unless this browser holds a chosen language (src/admin/spanish-by-default.mjs),
// and every message of Strapi's own that its Spanish lacks has one (src/admin-labels/strapi-es.json).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { ADMIN_LANGUAGE_KEY, preferSpanish } from '../src/admin/spanish-by-default.mjs';
import { strapiMessagesInCode, strapiTranslations } from '../scripts/lib/strapi-messages.mjs';

const strapiSpanish = createRequire(import.meta.url)('../src/admin-labels/strapi-es.json');

/** A browser's localStorage, as far as the panel uses it. */
const storageWith = (entries = {}) => {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, String(value)),
    values,
  };
};

describe('the admin panel’s language', () => {
  it('is Spanish in a browser that has never opened the panel', () => {
    const storage = storageWith();
    preferSpanish(storage);
    assert.equal(storage.values.get(ADMIN_LANGUAGE_KEY), 'es');
  });

  it('stays the one an editor chose in the profile', () => {
    const storage = storageWith({ [ADMIN_LANGUAGE_KEY]: 'en' });
    preferSpanish(storage);
    assert.equal(storage.values.get(ADMIN_LANGUAGE_KEY), 'en');
  });

  it('is left to Strapi when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    assert.doesNotThrow(() => preferSpanish(refusing));
  });
});

/**
 * Placeholders ({count}, {count, plural, one {…} other {…}}), the selectors of their branches and tags (<b>) of
 * an ICU message: a translation keeps them all. The words inside a branch are text, read like the message.
 */
const slots = (text) => {
  const found = [];
  let at = 0;
  const message = (closing) => {
    while (at < text.length && text[at] !== closing) {
      if (text[at] === "'") at = text.indexOf("'", at + 1) + 1 || text.length; // quoted text
      else if (text[at] === '{') argument();
      else {
        const tag = /^<\/?(\w+)/.exec(text.slice(at));
        if (tag) found.push(`<${tag[1]}>`);
        at += tag ? tag[0].length : 1;
      }
    }
    at += 1;
  };
  const argument = () => {
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(text.slice(at));
    assert.ok(head, `not an ICU argument at ${at}: ${text}`);
    found.push(head[1]);
    at += head[0].length;
    if (head[3] === '}') return;
    if (!['plural', 'select', 'selectordinal'].includes(head[2])) {
      at = text.indexOf('}', at) + 1; // a number or date format
      return;
    }
    for (;;) {
      const branch = /^\s*(?:offset:\d+\s*)?(=?\w+)\s*\{/.exec(text.slice(at));
      if (!branch) break;
      found.push(`${head[2]}:${branch[1]}`);
      at += branch[0].length;
      message('}');
    }
    at = text.indexOf('}', at) + 1;
  };
  message(undefined);
  return found.sort();
};

describe('Strapi’s own messages in Spanish', () => {
  it('every message the panel shows in English has a Spanish text (Strapi’s or src/admin-labels/strapi-es.json)', async () => {
    const spanish = await strapiTranslations('es');
    const english = { ...strapiMessagesInCode(), ...(await strapiTranslations('en')) };
    const missing = Object.keys(english).filter((id) => !(id in spanish) && !(id in strapiSpanish));
    assert.deepEqual(missing, [], 'messages of the panel with no Spanish: add them to src/admin-labels/strapi-es.json');
  });

  it('each Spanish text keeps the English one’s placeholders and tags', async () => {
    const english = { ...strapiMessagesInCode(), ...(await strapiTranslations('en')) };
    for (const [id, text] of Object.entries(strapiSpanish)) {
      assert.ok(id in english, `${id}: not a message of this Strapi`);
      assert.deepEqual(slots(text), slots(english[id]), id);
    }
  });

  it('opens every exclamation and question', () => {
    for (const [id, text] of Object.entries(strapiSpanish)) {
      if (text.includes('!')) assert.match(text, /¡/, id);
      if (text.includes('?')) assert.match(text, /¿/, id);
    }
  });
});
