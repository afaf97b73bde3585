// Browser tests and the benchmark run in Debian's Chromium, never a downloaded browser. `npm test` runs this first:
// where Chromium is missing and we are root on a machine with apt, it installs Debian's `chromium` and says so;
// anywhere else it stops at once with the one command that installs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const path = process.env.CHROME_PATH || DEFAULT_PATH;
const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

if (!fs.existsSync(path)) {
  const canInstall = !process.env.CHROME_PATH && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium was not found at ${path}. Install it with:  ${INSTALL}` +
        (process.env.CHROME_PATH ? '  (or point CHROME_PATH at a Chromium or Chrome binary)' : ''),
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get (the browser tests use it)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed. Install Chromium with:  ${INSTALL}`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(DEFAULT_PATH)) {
    console.error(`apt-get installed chromium, but ${DEFAULT_PATH} is not there. Install it with:  ${INSTALL}`);
    process.exit(1);
  }
  console.log(`Installed ${spawnSync(DEFAULT_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim()}.`);
}
