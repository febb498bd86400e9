'use strict';

const { isRepoPassword } = require('./repo-passwords');

/**
 * The strength bars production start-up holds secrets to (cms/README.md, "Production"):
 * - an admin password: at least 12 characters with at least three of lower case letters, upper case letters,
 *   digits and other characters, and none of the passwords written in this repository (src/utils/repo-passwords.js);
 * - PREVIEW_SECRET: at least 32 random bytes' worth, that is 43 base64/base64url characters or 64 hex
 *   characters (`node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`), and not
 *   repetitive (under 160 bits by the spread of its characters, e.g. "abcd" repeated).
 */
const MIN_PASSWORD_LENGTH = 12;
const MIN_SECRET_BITS = 256;
const MIN_SPREAD_BITS = 160;

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/];

/** Why `password` may not be an admin's in production, or null. */
const passwordProblem = (password) => {
  if (isRepoPassword(password)) return 'is a password written in the repository (public): choose your own';
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (password.length < MIN_PASSWORD_LENGTH || classes < 3) {
    return `is too weak: use ${MIN_PASSWORD_LENGTH}+ characters with at least three of lower case, upper case, digits and symbols`;
  }
  return null;
};

/** Bits per character of the alphabet the secret is written in: hex, base64(url), or anything else. */
const alphabetBits = (secret) => {
  if (/^[0-9a-f]+$/i.test(secret)) return 4;
  return 6;
};

/** The secret's length times the empirical entropy of its characters: low for repeated patterns. */
const spreadBits = (secret) => {
  const counts = new Map();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
};

/** Why `secret` is not worth 32 random bytes, or null. */
const secretProblem = (secret) => {
  const value = String(secret ?? '');
  if (value.length * alphabetBits(value) < MIN_SECRET_BITS) {
    return 'is shorter than 32 random bytes (43 base64url or 64 hex characters)';
  }
  if (spreadBits(value) < MIN_SPREAD_BITS) return 'repeats itself: it is not random';
  return null;
};

module.exports = { passwordProblem, secretProblem, MIN_PASSWORD_LENGTH };
