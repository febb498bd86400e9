import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Real processes for the fault drills (e2e/tests/fault-drills): started, killed and started again
 * by the test itself, never intercepted in the browser. Each one has an IPC channel, so a static
 * server ends with the test worker (scripts/lib/exit-with-parent.mjs); `stopAll()` in afterAll ends
 * the rest.
 */
export const repoRoot = path.resolve(__dirname, '../..');

/** A folder of this run for a drill's files (databases, copies of builds). */
export const drillDir = (name: string): string => {
  const dir = path.join(process.env.E2E_RUN_DIR ?? os.tmpdir(), 'drills', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

export interface DrillProcess {
  readonly name: string;
  /** The running child (a new one after `start()`). */
  child: () => ChildProcess;
  /** Starts the process (again), with the same command and environment. */
  start: () => Promise<void>;
  /** Sends `signal` (SIGKILL by default: the process gets no chance to clean up) and waits for its exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** What it printed, for a failing test's message. */
  output: () => string;
}

interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env: Record<string, string | undefined>;
  /** Answers 200 once the process is ready. */
  readyUrl: string;
  readyTimeoutMs?: number;
}

/** Waits until `url` answers 200. */
export const untilAnswers = (url: string, timeout = 15_000) =>
  expect
    .poll(async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null))?.status, {
      timeout,
      message: `${url} answers 200`,
    })
    .toBe(200);

/** Waits until nothing listens at `url` any more (connection refused). */
export const untilRefused = (url: string) =>
  expect
    .poll(
      async () =>
        await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
          () => 'answers',
          () => 'refused',
        ),
      {
        timeout: 10_000,
        message: `${url} refuses connections`,
      },
    )
    .toBe('refused');

export const drillProcesses = () => {
  const all: DrillProcess[] = [];

  const run = (spec: ProcessSpec): DrillProcess => {
    let child: ChildProcess | null = null;
    let exited: Promise<void> = Promise.resolve();
    let log = '';
    const start = async () => {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${spec.name} ya corre`);
      const started = spawn(spec.command, spec.args, {
        cwd: spec.cwd ?? repoRoot,
        env: { ...process.env, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      child = started;
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-20_000);
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      try {
        await untilAnswers(spec.readyUrl, spec.readyTimeoutMs);
      } catch (error) {
        throw new Error(`${spec.name} no arrancó (${String(error)}):\n${log}`);
      }
    };
    const handle: DrillProcess = {
      name: spec.name,
      child: () => {
        if (!child) throw new Error(`${spec.name} no se ha iniciado`);
        return child;
      },
      start,
      kill: async (signal = 'SIGKILL') => {
        if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      },
      output: () => log,
    };
    all.push(handle);
    return handle;
  };

  return {
    run,
    /** One built app (`scripts/serve-app.mjs`), on loopback with the given environment. */
    staticServer: (app: string, port: number, env: Record<string, string | undefined> = {}) =>
      run({
        name: `${app}:${port}`,
        command: process.execPath,
        args: [path.join(repoRoot, 'scripts/serve-app.mjs'), app],
        env: { HOST: '127.0.0.1', PUBLIC_HOST: '127.0.0.1', ...env },
        readyUrl: `http://127.0.0.1:${port}/runtime-config.json`,
      }),
    /** Ends every process still running (afterAll). */
    stopAll: () => Promise.all(all.map((process) => process.kill('SIGTERM'))),
  };
};

/** The five remotes: their folders and the variables that move them (scripts/lib/apps.mjs). */
export const remoteApps = {
  marketing: { folder: 'mfe-marketing', portEnv: 'MARKETING_PORT' },
  catalogue: { folder: 'mfe-catalogue', portEnv: 'CATALOGUE_PORT' },
  content: { folder: 'mfe-content', portEnv: 'CONTENT_PORT' },
  contact: { folder: 'mfe-contact', portEnv: 'CONTACT_PORT' },
  internal: { folder: 'mfe-internal', portEnv: 'INTERNAL_PORT' },
} as const;

export type RemoteName = keyof typeof remoteApps;
