import { Writable } from 'node:stream';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino destination that keeps the lines, for tests that check what was logged. */
export function captureLogs(): { stream: Writable; lines: () => LogLine[]; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { stream, lines, text: () => text };
}

export const ERROR_LEVEL = 50;
