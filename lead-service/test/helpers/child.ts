import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVICE_DIR } from './env';

export interface RunningServer {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server (`src/server.ts`) as its own process. It runs as `node --import tsx` rather
 * than through the `tsx` binary so that a signal sent to the child reaches the server itself.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: SERVICE_DIR,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    let started = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (started) return;
      const match = /"address":"(http:\/\/[^"]+)".*"msg":"lead service listening"/.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { child, base, output: () => output, exited };
}

/**
 * Runs the staff CLI against a database (a SQLite file, or `{ LEADS_DATABASE_URL }`) and returns its
 * output and exit code.
 */
export function runCli(
  args: string[],
  store: string | Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = typeof store === 'string' ? { LEADS_DB: store, LEADS_DATABASE_URL: '', DATABASE_URL: '' } : store;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli.ts'), ...args], {
      cwd: SERVICE_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
