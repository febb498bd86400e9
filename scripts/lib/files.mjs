// The file primitives the servers and the renderer share: one atomic writer and one way to tell
// that a file changed on disk (to read it again only then).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` so a reader sees the old content or the new, never half of it, and the new content
 * survives a power loss once this returns: a temporary file beside it, fsync, then rename.
 */
export const writeFileAtomically = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
};

/** The identity of a file's content on disk (inode, modification time, size), or null when missing. */
export const fileVersion = (file) => {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}-${stat.mtimeMs}-${stat.size}`;
  } catch {
    return null;
  }
};

/**
 * A reader that parses a file again only when its version changed: `{ value, version }`, or null
 * when the file is missing. A file that cannot be parsed keeps the last good value (a writer
 * replaces files atomically, so that only happens with a broken file).
 */
export const changedFileReader = (parse) => {
  const cache = new Map();
  return (file) => {
    const version = fileVersion(file);
    if (version === null) {
      cache.delete(file);
      return null;
    }
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    try {
      const entry = { value: parse(fs.readFileSync(file, 'utf8')), version };
      cache.set(file, entry);
      return entry;
    } catch {
      return cached ?? null;
    }
  };
};
