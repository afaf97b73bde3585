import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type RunningServer = { url: string; process: ChildProcess; output: () => string };

/** Starts `server/main.ts` as its own process, the way `npm start` runs it, and waits until it listens. */
export function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      BACKUP_DIR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), process: child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
