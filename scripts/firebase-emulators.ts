import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the two Firebase test scripts (firebase-contract-test.ts, firebase-rules-test.ts) share: the Java check
 * of the Firestore and Storage emulators, and running a command inside the emulators through a pinned
 * firebase-tools, fetched by npx on first use.
 */

const FIREBASE_TOOLS_VERSION = '15.34.2';

/**
 * Why the Firestore and Storage emulators cannot start here, with how to mend it; null when the `java` on the
 * PATH is 21 or newer.
 */
export function missingJava21(): string | null {
  const java = javaMajorVersion();
  if (java !== null && java >= 21) return null;
  return (
    `The Firestore and Storage emulators need Java 21 or newer (found: ${java ?? 'none'}).\n` +
    '  e.g. Ubuntu 24.04 or Debian 13: sudo apt-get install -y openjdk-21-jre-headless (elsewhere: a Temurin 21 JRE)'
  );
}

/** The major version of the `java` on the PATH, or null when there is none. */
function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `java -version` writes to stderr, e.g. 'openjdk version "21.0.5" 2024-10-15'.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const first = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return first === 1 ? Number(match[2]) : first;
}

/**
 * How npx installs firebase-tools on first use: without optional packages and install scripts. The emulators
 * need neither; the one that matters, `re2` (optional, for Hosting's rewrites), downloads a prebuilt binary
 * from GitHub in its install script and, with no internet but the npm registry, compiles from source for
 * twenty minutes or more. Without it the first run installs in about a minute.
 */
const NPX_INSTALL = { npm_config_omit: 'optional', npm_config_ignore_scripts: 'true' };

/**
 * firebase-tools reaches Google on its own unless told not to: its message of the day (fetchMOTD, skipped when
 * `CI` is set), its update check (update-notifier, off with `NO_UPDATE_NOTIFIER` or `CI`), and usage analytics
 * for whoever once agreed to them (kept in its configstore, so a fresh, empty config folder per run leaves them
 * off). With these a run contacts nothing but 127.0.0.1 and, for npx's first download, the npm registry.
 */
export function offlineFirebaseTools(configHome: string): Record<string, string> {
  return { CI: '1', NO_UPDATE_NOTIFIER: '1', XDG_CONFIG_HOME: configHome };
}

/**
 * Runs `command` with the given emulators up, for a demo- project (which needs no Firebase account: the
 * emulators never reach a real project), with `env` added to the environment. Answers the exit code.
 *
 * Asynchronous, so that the local doubles can keep answering in this process while it runs. The whole process
 * group (npx, firebase-tools, the emulators, the command) is ended when this process is interrupted or when
 * `timeoutMs` passes (a first npx download of firebase-tools may take minutes on a slow machine).
 */
export function runInEmulators(options: {
  only: string;
  project: `demo-${string}`;
  command: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<number> {
  const configHome = mkdtempSync(join(tmpdir(), 'firebase-tools-config-'));
  const child = spawn(
    'npx',
    [
      '--yes',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
      'emulators:exec',
      '--only',
      options.only,
      '--project',
      options.project,
      options.command,
    ],
    {
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        ...NPX_INSTALL,
        ...offlineFirebaseTools(configHome),
        ...options.env,
      },
    },
  );
  const endGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    endGroup('SIGTERM');
    process.exitCode = 130;
    setTimeout(() => process.exit(), 5_000).unref();
    console.error(`Stopped by ${signal}.`);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const timer = setTimeout(() => {
    console.error(`firebase-tools emulators:exec did not finish within ${timeoutMs / 60_000} minutes; stopping it.`);
    endGroup('SIGTERM');
    setTimeout(() => endGroup('SIGKILL'), 10_000).unref();
  }, timeoutMs);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      console.error(`Could not start firebase-tools: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      // Whatever the command left behind in the group (an emulator that did not stop) goes with it.
      endGroup('SIGKILL');
      rmSync(configHome, { recursive: true, force: true });
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
