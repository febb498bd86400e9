/** The first letters of a person's first two names ("Ana María Pérez" → "AM"), for a missing photo. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
