/**
 * Debian's Chromium (or CHROME_PATH), never a downloaded browser, started the same way by the browser tests
 * (playwright.config.ts) and the benchmark (bench/page-audit.ts): headless, no sandbox or GPU, and none of
 * the background traffic a first run would make.
 */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
