// Browser tests run in Debian's Chromium, never a downloaded browser. Say how to get it if it is missing.
import fs from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
