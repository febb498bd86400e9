// Runs long-lived child processes with prefixed output and stops them all together.
import { spawn } from 'node:child_process';

const children = new Set();

export const run = (name, command, args, options = {}) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  children.add(child);
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`[${name}] terminó (${signal ?? code})`);
  });
  return child;
};

let stopping = false;

/**
 * Runs a long-lived child and starts it again when it dies (one app's crash never stops the
 * others, and never for long): at once the first time, then after up to 10 s of back-off.
 */
export const supervise = (name, command, args, options = {}) => {
  let restarts = 0;
  let current = null;
  const start = () => {
    const startedAt = Date.now();
    const child = run(name, command, args, options);
    current = child;
    child.on('exit', () => {
      if (stopping) return;
      restarts = Date.now() - startedAt > 30_000 ? 0 : restarts + 1;
      const delay = Math.min(10_000, 250 * 2 ** Math.max(0, restarts - 1));
      console.error(`[${name}] se reinicia en ${delay} ms`);
      setTimeout(start, delay).unref?.();
    });
  };
  start();
  /** The child running now (a new one after each restart). */
  return { name, child: () => current };
};

/** Kills a child started by `run` with its whole process group (npm and what it started, e.g.). */
export const killGroup = (child, signal = 'SIGKILL') => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/** Stops every child (SIGTERM, then SIGKILL after `graceMs`) and resolves once all have exited. */
export const stopAllAndWait = async (graceMs = 10_000) => {
  const running = [...children];
  stopAll();
  const exited = running.map((child) =>
    child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
  );
  const timer = setTimeout(() => running.forEach((child) => killGroup(child)), graceMs);
  await Promise.all(exited);
  clearTimeout(timer);
  stopping = false; // children started from now on are supervised again (a second cluster, say)
};

export const stopAll = () => {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    setTimeout(() => process.exit(0), 1500).unref();
  });
}

/** Resolves when `url` answers (any status below 500), or rejects after `timeoutMs`. */
export const waitForUrl = async (url, timeoutMs = 120000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
};

/** Runs a command to completion; resolves with its exit code. */
export const runToEnd = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
