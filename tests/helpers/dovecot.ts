// A real IMAP server for the mailbox tests: Debian's dovecot (package dovecot-imapd), started by
// the test on loopback with its own configuration, user and maildir in a temporary folder, and
// stopped afterwards. As root the login processes run as dovenull and the mail as the dovecot
// user (dovecot refuses root for both), so the maildir is handed to that user. Where dovecot is
// not installed, startDovecot answers null and the caller skips with NO_DOVECOT (listed at the end
// of `npm test`; a CI run fails, tests/helpers/skips.ts). An installed dovecot that does not start
// is an error: the suite's set-up failed, and the run says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { missingTool } from './skips';

export type TDovecot = { host: string; port: number; user: string; password: string; stop: () => Promise<void> };

const BINARY = '/usr/sbin/dovecot';

/** The skip reason where dovecot is not installed. */
export const NO_DOVECOT = missingTool('dovecot', 'apt-get install -y dovecot-imapd');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const p = (s.address() as { port: number }).port; s.close(() => resolve(p)); });
  });
}

const idOf = (flag: '-u' | '-g', name: string) => Number(execFileSync('id', [flag, name]).toString().trim());

function accounts() {
  const root = process.getuid?.() === 0;
  if (!root) {
    const user = os.userInfo().username;
    const group = execFileSync('id', ['-gn']).toString().trim();
    return { login: user, internal: user, group, uid: process.getuid!(), gid: process.getgid!() };
  }
  return { login: 'dovenull', internal: 'dovecot', group: 'dovecot', uid: idOf('-u', 'dovecot'), gid: idOf('-g', 'dovecot') };
}

async function listening(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('data', (d) => { s.destroy(); resolve(d.toString().startsWith('* OK')); });
      s.once('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

export async function startDovecot(): Promise<TDovecot | null> {
  if (!existsSync(BINARY)) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tourbook-dovecot-'));
  chmodSync(dir, 0o755);
  const a = accounts();
  const port = await freePort();
  const user = 'office@example.com';
  const password = randomBytes(12).toString('hex');
  mkdirSync(path.join(dir, 'run'));
  mkdirSync(path.join(dir, 'mail'));
  chownSync(path.join(dir, 'mail'), a.uid, a.gid);
  writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}\n`);
  writeFileSync(path.join(dir, 'dovecot.conf'), `
base_dir = ${dir}/run
state_dir = ${dir}/run/state
instance_name = tourbook-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = ${dir}/dovecot.log
default_login_user = ${a.login}
default_internal_user = ${a.internal}
default_internal_group = ${a.group}
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 0
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${a.uid} gid=${a.gid} home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  mailbox Trash {
    special_use = \\Trash
    auto = create
  }
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
}
`);
  const child: ChildProcess = spawn(BINARY, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => { exited = true; });
  const stop = async () => {
    if (!exited) {
      await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); setTimeout(resolve, 3000); });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  if (!(await listening(port, 8000)) || exited) {
    const log = existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
    await stop();
    throw new Error(`dovecot did not start (${BINARY} -F -c ${dir}/dovecot.conf): ${log || 'no log'}`);
  }
  return { host: '127.0.0.1', port, user, password, stop };
}
