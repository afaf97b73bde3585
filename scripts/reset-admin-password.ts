/**
 * Sets a new password for an admin who has forgotten theirs, on the embedded server's machine:
 *
 *   npm run admin:reset-password -- owner@example.com
 *
 * Opens DATA_DIR's database (./data by default) directly, so it works with the server stopped (and while it
 * runs). In a terminal it asks for the new password twice without showing it; from a pipe it reads two lines
 * (`printf '%s\n%s\n' "$pw" "$pw" | npm run admin:reset-password -- EMAIL`). The rules are the change
 * screen's: 12 characters or more, not on the list of leaked passwords. Every session of the account ends.
 */
import { openDatabase } from '../server/db/database';
import { createAdminRepository } from '../server/db/admins-store';
import { readEnv } from '../server/env';
import { RESET_REFUSALS, resetAdminPassword } from '../server/auth/reset-password';
import { isPasswordError } from '@/domain/password';

const USAGE = 'Usage: npm run admin:reset-password -- EMAIL';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3 || email.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const db = openDatabase(env.dataDir);
  try {
    // Before asking for a password: is there such an account at all?
    const admins = createAdminRepository(db);
    if (!admins.findByEmail(email)) return unknownAdmin(email, env.dataDir, admins.emails());
    const typed = process.stdin.isTTY
      ? {
          newPassword: await askHidden(`New password for ${email}: `),
          confirmPassword: await askHidden('The same password again: '),
        }
      : await readTwoLines();
    const result = await resetAdminPassword(db, email, typed);
    if (result.ok) {
      console.log(
        `The password of ${email} has been changed; ${result.sessionsEnded} signed-in session(s) ended. ` +
          'Sign in at /admin with the new password.',
      );
      return 0;
    }
    if (result.reason === 'unknownAdmin') {
      console.error(`No admin account has the email ${email} in ${env.dataDir}.`);
      console.error(
        result.admins.length ? `Admin accounts: ${result.admins.join(', ')}` : 'There is no admin account.',
      );
      return 1;
    }
    for (const code of Object.values(result.fields)) {
      console.error(isPasswordError(code) ? (RESET_REFUSALS[code] ?? code) : code);
    }
    return 1;
  } finally {
    db.close();
  }
}

function unknownAdmin(email: string, dataDir: string, admins: string[]): number {
  console.error(`No admin account has the email ${email} in ${dataDir}.`);
  console.error(admins.length ? `Admin accounts: ${admins.join(', ')}` : 'There is no admin account.');
  return 1;
}

/** Two lines from a pipe: the password and its repetition (a missing second line is an empty one). */
async function readTwoLines(): Promise<{ newPassword: string; confirmPassword: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const [newPassword = '', confirmPassword = ''] = Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
  return { newPassword, confirmPassword };
}

/** A line typed in the terminal without echo: raw mode, so the terminal shows nothing of what is typed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n' || key === '\u0004') {
          finish();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (key === '\u0003') {
          finish();
          process.stdout.write('\n');
          reject(new Error('Cancelled.'));
          return;
        }
        if (key === '\u007f' || key === '\b') typed = [...typed].slice(0, -1).join('');
        else if (key >= ' ') typed += key;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    };
    input.on('data', onData);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
