/**
 * A fresh key for one filled form. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); elsewhere 16 random bytes in hex serve the same purpose for the lead service.
 */
export const createIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
