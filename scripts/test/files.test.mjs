// The shared file primitives: the atomic writer and the reader that parses a file only when it changed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { changedFileReader, fileVersion, writeFileAtomically } from '../lib/files.mjs';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'linx-files-'));

describe('files', () => {
  it('writes atomically, leaving no temporary file, and creates the folder', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a', 'b.json');
    writeFileAtomically(file, '{"v":1}');
    writeFileAtomically(file, '{"v":2}');
    assert.equal(fs.readFileSync(file, 'utf8'), '{"v":2}');
    assert.deepEqual(fs.readdirSync(path.dirname(file)), ['b.json']);
  });

  it('parses a file again only when its version changed, and null once it is gone', () => {
    const dir = tempDir();
    const file = path.join(dir, 'page.json');
    let parses = 0;
    const read = changedFileReader((text) => {
      parses += 1;
      return JSON.parse(text);
    });
    assert.equal(read(file), null);
    writeFileAtomically(file, '{"v":1}');
    assert.deepEqual(read(file).value, { v: 1 });
    assert.deepEqual(read(file).value, { v: 1 });
    assert.equal(parses, 1);
    writeFileAtomically(file, '{"v":22}');
    assert.deepEqual(read(file).value, { v: 22 });
    assert.equal(parses, 2);
    fs.rmSync(file);
    assert.equal(read(file), null);
    assert.equal(fileVersion(file), null);
  });

  it('keeps the last good value when the file cannot be parsed', () => {
    const dir = tempDir();
    const file = path.join(dir, 'page.json');
    const read = changedFileReader(JSON.parse);
    writeFileAtomically(file, '{"v":1}');
    assert.deepEqual(read(file).value, { v: 1 });
    fs.writeFileSync(file, '{"v":');
    assert.deepEqual(read(file).value, { v: 1 });
  });
});
