import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { loopbackOrigin } from './ports';

/**
 * Real processes a spec starts itself, beside the run's servers: a second shell, a moved or rebuilt
 * remote, and the fault drills' servers (e2e/tests/fault-drills), which are killed and started again,
 * never intercepted in the browser. Each one has an IPC channel, so a static server ends with the
 * test worker (scripts/lib/exit-with-parent.mjs); `stopAll()` in afterAll ends the rest.
 */
export const repoRoot = path.resolve(__dirname, '../..');

/** A folder of this run for a drill's files (databases, copies of builds), emptied first. */
export const drillDir = (name: string): string => {
  const dir = path.join(process.env.E2E_RUN_DIR ?? os.tmpdir(), 'drills', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

export interface TestProcess {
  readonly name: string;
  /** The running child (a new one after `start()`). */
  child: () => ChildProcess;
  /** Starts the process (again), with the same command and environment; resolves once it answers. */
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
export const untilRefused = (url: string, timeout = 10_000) =>
  expect
    .poll(
      async () =>
        await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
          () => 'answers',
          () => 'refused',
        ),
      { timeout, message: `${url} refuses connections` },
    )
    .toBe('refused');

/** The processes of one describe block: `run` any command, `staticServer` one built app; `stopAll` in afterAll. */
export const testProcesses = () => {
  const all: TestProcess[] = [];

  const run = (spec: ProcessSpec): TestProcess => {
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
    const handle: TestProcess = {
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
    /**
     * One built app (`scripts/serve-app.mjs`) on loopback; `env` sets its port (and addresses) and
     * `port` must match it: `start()` resolves once its runtime-config.json answers there.
     */
    staticServer: (app: string, port: number, env: Record<string, string | undefined> = {}) =>
      run({
        name: `${app}:${port}`,
        command: process.execPath,
        args: [path.join(repoRoot, 'scripts/serve-app.mjs'), app],
        env: { HOST: '127.0.0.1', PUBLIC_HOST: '127.0.0.1', ...env },
        readyUrl: `${loopbackOrigin(port)}/runtime-config.json`,
      }),
    /** Ends every process still running (afterAll). */
    stopAll: () => Promise.all(all.map((process) => process.kill('SIGTERM'))),
  };
};
