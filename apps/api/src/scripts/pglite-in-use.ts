/**
 * Whether another process has the embedded (PGlite) database open. PGlite takes no lock of its
 * own: a second process opens the same directory without complaint and the two overwrite each
 * other's pages (tried: each process kept writing while blind to the other's rows). While a
 * database is open PGlite keeps `postmaster.pid` in it (with a fake pid, removed on a clean close,
 * left behind by a crash) and holds its relation files open, which Linux shows in /proc/<pid>/fd.
 */
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

export type PgliteDirState =
  /** Nobody has it open. */
  | { state: 'free' }
  /** A crash left `postmaster.pid` behind, and no live process holds the files: PGlite opens it fine. */
  | { state: 'stale' }
  | { state: 'in_use'; pid: number }
  /** `postmaster.pid` is there and this system has no /proc to tell whether its owner lives. */
  | { state: 'unknown' };

export interface InspectOptions {
  procDir?: string;
  /** A process not to count (this one, by default). */
  ignorePid?: number;
}

export function inspectPgliteDir(
  pgliteDir: string,
  { procDir = '/proc', ignorePid = process.pid }: InspectOptions = {},
): PgliteDirState {
  if (!existsSync(path.join(pgliteDir, 'postmaster.pid'))) return { state: 'free' };
  let pids: string[];
  try {
    pids = readdirSync(procDir).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return { state: 'unknown' };
  }
  if (pids.length === 0) return { state: 'unknown' };
  const inside = realpathSync(pgliteDir) + path.sep;
  for (const pid of pids) {
    if (Number(pid) === ignorePid) continue;
    let fds: string[];
    try {
      fds = readdirSync(path.join(procDir, pid, 'fd'));
    } catch {
      // Gone already, or another user's process (that one could not share our files anyway).
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(path.join(procDir, pid, 'fd', fd)).startsWith(inside))
          return { state: 'in_use', pid: Number(pid) };
      } catch {
        // Closed while we looked.
      }
    }
  }
  return { state: 'stale' };
}
