/**
 * One process per embedded data folder, held by a lock the kernel releases when the process dies, however it
 * dies (kill -9 included): a listening Unix socket in Linux's abstract namespace, named after the folder's real
 * path. Binding a name is atomic, a second binder gets EADDRINUSE, and no file is left behind to go stale; a pid
 * written in a file is not enough, since after a crash (in a container especially) the pid it names is often
 * alive again as some other process, even as the new server itself.
 *
 * Elsewhere (macOS) the socket is a file beside the folder: a live owner answers a connection, a stale file refuses
 * it (ECONNREFUSED) and is replaced.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';

export class FolderInUseError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is in use by another Zara process. The embedded database is opened by one ` +
        'server at a time: stop that one first, or set DATABASE_URL to use a PostgreSQL of your own.',
    );
    this.name = 'FolderInUseError';
  }
}

const listen = (server: Server, path: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** Whether something answers on a socket file (a live owner) or not (a file left by a dead one). */
const answers = (path: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ path });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Locks `dir` (made if missing) for this process; resolves to the unlock. Refuses with FolderInUseError. */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const real = realpathSync(dir);
  const server = createServer((socket) => socket.destroy());
  const linux = process.platform === 'linux';
  const path = linux
    ? `\0zara-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`
    : `${real}.lock.sock`;
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (linux || (await answers(path))) throw new FolderInUseError(dir);
    rmSync(path, { force: true });
    await listen(server, path).catch((again: NodeJS.ErrnoException) => {
      throw again.code === 'EADDRINUSE' ? new FolderInUseError(dir) : again;
    });
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
