import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_ADMIN } from '../../tests/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEW_PASSWORD = 'Bengkel Kimpalan Menglembu 2026';

/** `npm run admin:reset-password -- EMAIL` as the owner runs it, with what they type piped in. */
function runReset(dataDir: string, email: string, typed: string) {
  const child = spawn('npm', ['run', '--silent', 'admin:reset-password', '--', email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(typed);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let server: TestServer;
afterEach(async () => {
  await server.close();
});

function signIn(password: string) {
  return server.app.inject({ method: 'POST', url: '/api/session', payload: { email: TEST_ADMIN.email, password } });
}

describe('npm run admin:reset-password', () => {
  test('sets a new password on a stopped server and ends every session; the server then signs in with it', async () => {
    server = await startTestServer();
    const cookie = await server.signIn();
    await server.stop();

    const result = await runReset(server.dataDir, TEST_ADMIN.email, `${NEW_PASSWORD}\n${NEW_PASSWORD}\n`);
    expect(result.stdout).toContain(
      `The password of ${TEST_ADMIN.email} has been changed; 1 signed-in session(s) ended.`,
    );
    expect(result.code).toBe(0);

    // Started again with the old ADMIN_PASSWORD in its configuration, as server/main.ts would be.
    server = await startTestServer(server.dataDir);
    const me = await server.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
    const entries = server.app.auditLog.list({ limit: 5 }).items.map((entry) => [entry.action, entry.actor]);
    expect(entries).toContainEqual(['password.change', TEST_ADMIN.email]);
  });

  test.each([
    ['a short password', 'short-pass1\nshort-pass1\n', 'at least 12 characters'],
    ['a leaked one', 'QWERTYQWERTY\nQWERTYQWERTY\n', 'well-known leaked passwords'],
    ['two that differ', `${NEW_PASSWORD}\n${NEW_PASSWORD}.\n`, 'do not match'],
  ])('refuses %s and changes nothing', async (_what, typed, message) => {
    server = await startTestServer();
    await server.stop();
    const result = await runReset(server.dataDir, TEST_ADMIN.email, typed);
    expect(result.stderr).toContain(message);
    expect(result.code).toBe(1);
    server = await startTestServer(server.dataDir);
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(200);
  });

  test('names the admin accounts when the email is not one of them', async () => {
    server = await startTestServer();
    await server.stop();
    const result = await runReset(server.dataDir, 'someone@example.test', `${NEW_PASSWORD}\n${NEW_PASSWORD}\n`);
    expect(result.stderr).toContain(`No admin account has the email someone@example.test`);
    expect(result.stderr).toContain(`Admin accounts: ${TEST_ADMIN.email}`);
    expect(result.code).toBe(1);
  });
});
