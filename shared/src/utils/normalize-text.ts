/** Lower-case, accent-free text for search: "Táctil" and "tactil" compare equal. */
export const normalizeText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const includesNormalized = (haystack: string, needle: string): boolean =>
  normalizeText(haystack).includes(normalizeText(needle));
