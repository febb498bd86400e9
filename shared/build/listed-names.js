// The names of the `{ a, b, c }` list a build check reads from a source file (its allow-list).
const fs = require('node:fs');

/** @param {string} file  @param {RegExp} pattern  first capture group = the text between the braces */
const namesListedIn = (file, pattern) => {
  const list = pattern.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
};

module.exports = { namesListedIn };
