import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

/**
 * Extra static servers a test starts itself (`scripts/serve-app.mjs`: a moved remote, a second
 * shell, a release), on loopback with the given environment; `stopAll()` in afterAll.
 */
export const appServers = () => {
  const children: ChildProcess[] = [];
  return {
    serve: (app: string, env: Record<string, string | undefined> = {}): ChildProcess => {
      const child = spawn('node', [path.join(root, 'scripts/serve-app.mjs'), app], {
        cwd: root,
        env: { ...process.env, HOST: '127.0.0.1', PUBLIC_HOST: '127.0.0.1', ...env },
        stdio: 'ignore',
      });
      children.push(child);
      return child;
    },
    stopAll: () => children.forEach((child) => child.kill('SIGTERM')),
  };
};

/** Waits until `url` answers 200. */
export const untilUp = (url: string) =>
  expect.poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
