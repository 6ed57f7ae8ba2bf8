/**
 * Who runs PostgreSQL. It refuses to run as root (initdb too), and containers and CI run the app as root; so a
 * root server runs the database as another user: the owner of an existing cluster folder when that is not root,
 * otherwise the system's `postgres` user when there is one, otherwise a system user `zara-postgres` made for it
 * (no home, no shell). Any other user runs it as itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, statSync } from 'node:fs';

export interface OsUser {
  uid: number;
  gid: number;
  name: string;
}

const isRoot = () => process.getuid?.() === 0;

function lookUp(name: string): OsUser | null {
  const id = (flag: string) => {
    const r = spawnSync('id', [flag, name], { encoding: 'utf8' });
    return r.status === 0 ? Number(r.stdout.trim()) : null;
  };
  const uid = id('-u');
  const gid = id('-g');
  return uid === null || gid === null ? null : { uid, gid, name };
}

const CREATED_USER = 'zara-postgres';

function createSystemUser(): OsUser {
  const attempts: [string, string[]][] = [
    [
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        CREATED_USER,
      ],
    ],
    ['adduser', ['-S', '-D', '-H', '-h', '/nonexistent', '-s', '/sbin/nologin', CREATED_USER]],
  ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
      const made = lookUp(CREATED_USER);
      if (made) return made;
    } catch {
      // try the next tool
    }
  }
  throw new Error(
    `PostgreSQL cannot run as root, and no user could be made for it (useradd). Create a user named ` +
      `postgres or ${CREATED_USER}, run Zara as a user other than root, or set DATABASE_URL.`,
  );
}

/** null: run as this process's own user. */
export function databaseUser(clusterDir: string): OsUser | null {
  if (!isRoot()) return null;
  if (existsSync(clusterDir)) {
    const { uid, gid } = statSync(clusterDir);
    if (uid !== 0) return { uid, gid, name: String(uid) };
  }
  return lookUp('postgres') ?? lookUp(CREATED_USER) ?? createSystemUser();
}

/**
 * The data folder holds the cluster folder: a root-owned data folder that others may not pass through (mkdtemp
 * makes them 700) is opened for passing only (o+x: no listing, and its other files keep their own modes, the
 * session secret 600), so the database's user can reach its cluster. Folders above it are left alone.
 */
export function letThrough(user: OsUser | null, dataDir: string): void {
  if (!user) return;
  const { uid, mode } = statSync(dataDir);
  if (uid === 0 && (mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
}

/** Gives `user` the folders it must own (made by this root process). */
export function handOver(user: OsUser | null, ...paths: string[]): void {
  if (!user) return;
  for (const path of paths) chownSync(path, user.uid, user.gid);
}

/**
 * Fails early, with what to do, when the database's user cannot reach the PostgreSQL binaries or write to the
 * cluster folder (made and handed over already): a root install under /root, mode 700, is the usual case.
 */
export function checkReach(user: OsUser | null, postgresBin: string, clusterDir: string): void {
  if (!user) return;
  const probe = (args: string[]) =>
    spawnSync('test', args, { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
  const blocked = !probe(['-x', postgresBin]) ? postgresBin : !probe(['-w', clusterDir]) ? clusterDir : null;
  if (blocked)
    throw new Error(
      `PostgreSQL runs as the user ${user.name} (it refuses root), and that user cannot reach ${blocked}. ` +
        'Let it through the folders above (for example chmod o+x on each), run Zara as a user other than ' +
        'root, or set DATABASE_URL.',
    );
}
