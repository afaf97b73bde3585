/**
 * The oldest Node.js the server runs on: the native SQLite driver needs Node-API 10 (Node 22.12), and on an older
 * Node it crashes the process instead of failing to load. package.json's `engines` says the same (a test holds
 * them equal). The project installs Node.js 24 LTS as a dependency (`node_modules/.bin/node`), which every npm
 * script finds first on its PATH; only a server started by hand with another `node` can meet this check.
 */
export const REQUIRED_NODE = { major: 22, minor: 12 } as const;

/** The one line a server started on an older Node prints instead of crashing; null when `version` will do. */
export function unsupportedNodeMessage(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const supported = major > REQUIRED_NODE.major || (major === REQUIRED_NODE.major && minor >= REQUIRED_NODE.minor);
  if (supported) return null;
  return (
    `This site needs Node.js ${REQUIRED_NODE.major}.${REQUIRED_NODE.minor} or later, but this is Node.js ` +
    `${version.replace(/^v/, '')}. Start it with \`npm run serve\` (or \`npm start\`), which uses the Node.js 24 ` +
    'that `npm ci` installed in node_modules.'
  );
}
