// The admin panel opens in Spanish unless this browser holds a chosen language (src/admin/spanish-by-default.mjs),
// and every message of Strapi's own that its Spanish lacks has one (src/admin-labels/strapi-es.json).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ADMIN_LANGUAGE_KEY, preferSpanish } from '../src/admin/spanish-by-default.mjs';
import { messageSlots, strapiMessagesInCode, strapiTranslations } from '../scripts/lib/strapi-messages.mjs';
import { LABEL_MESSAGES_FILE, labelMessages, labelMessagesText } from '../scripts/generate-label-messages.mjs';

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
      assert.deepEqual(messageSlots(text), messageSlots(english[id]), id);
    }
  });

  it('opens every exclamation and question', () => {
    for (const [id, text] of Object.entries(strapiSpanish)) {
      if (text.includes('!')) assert.match(text, /¡/, id);
      if (text.includes('?')) assert.match(text, /¿/, id);
    }
  });
});

describe('the content manager’s own names in Spanish', () => {
  it('every model name, field label and component category it looks up is a message (label-messages.generated.json is current)', () => {
    assert.equal(
      fs.readFileSync(LABEL_MESSAGES_FILE, 'utf8'),
      labelMessagesText(),
      'run `node scripts/generate-label-messages.mjs` in cms/',
    );
  });

  it('names the component categories and Strapi’s users in Spanish', () => {
    const messages = labelMessages();
    assert.equal(messages.sections, 'Secciones');
    assert.equal(messages.User, 'Usuario');
    assert.equal(messages['content-manager.content-types.api::article.article.description'], 'Resumen');
  });
});
