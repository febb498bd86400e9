// The panel opens in Spanish (cms/README.md, "Guía para editores"): Strapi reads the interface language from
// this browser's storage, English when nothing is stored, and an editor's choice in the profile is stored
// under the same key, so it still wins.
export const ADMIN_LANGUAGE_KEY = 'strapi-admin-language';

/** Stores Spanish as the interface language unless this browser already holds one. */
export const preferSpanish = (storage) => {
  try {
    if (!storage.getItem(ADMIN_LANGUAGE_KEY)) storage.setItem(ADMIN_LANGUAGE_KEY, 'es');
  } catch {
    // storage refused (a private window's policy): the panel opens in Strapi's default
  }
};
