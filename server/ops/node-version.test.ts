import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { REQUIRED_NODE, unsupportedNodeMessage } from './node-version';

test('Node versions older than required are refused with one line naming both versions and npm run serve', () => {
  for (const version of ['v20.20.2', 'v18.19.0', 'v22.11.0', 'v22.0.0', 'v16.0.0']) {
    const message = unsupportedNodeMessage(version);
    expect(message, version).not.toBeNull();
    expect(message).toContain(`${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}`);
    expect(message).toContain(version.slice(1));
    expect(message).toContain('npm run serve');
    expect(message).not.toContain('\n');
  }
});

test('the required Node and newer ones pass', () => {
  for (const version of ['v22.12.0', 'v22.20.1', 'v23.0.0', 'v24.21.0', 'v26.1.0']) {
    expect(unsupportedNodeMessage(version), version).toBeNull();
  }
});

test("package.json's engines name the same oldest Node", () => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    engines: { node: string };
  };
  expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}`);
});
