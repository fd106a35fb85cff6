// One process at a time on an embedded PGlite data folder (issue 42, item 4). PGlite keeps the database in the
// memory of the process that opened it and writes its pages back to the folder on its own schedule: a second process
// on the same folder (`npm run admin:create` while the server runs) writes rows the first never sees and later
// overwrites, so the administrator and the token behind its printed link were silently lost. The opener holds a lock
// file naming its process id; another opener is refused with a clear message while that process lives. A lock left by
// a process that is gone (killed, crashed) is taken over.
import fs from 'node:fs';
import path from 'node:path';

/** The folder is open in another live process: the message says which and what to do. */
export class DataDirLockedError extends Error {}

/** Folders this process holds (a lock naming our own id that is not here was left by an earlier process). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of the data folder `dir` for this process, or throws DataDirLockedError when another live process
 * holds it. Answers the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  // Beside the folder, not in it: PGlite owns what is inside.
  const file = `${resolved}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw lockedError(resolved, ownerOf(file));
      const owner = ownerOf(file);
      const ours = owner === process.pid && held.has(resolved);
      if (owner !== null && (ours || (owner !== process.pid && alive(owner)))) throw lockedError(resolved, owner);
      fs.rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  held.add(resolved);
  const release = () => {
    if (!held.delete(resolved)) return;
    if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function lockedError(dir: string, pid: number | null): DataDirLockedError {
  const who = pid === null ? 'Another process' : `Another process (pid ${pid}, usually the running server)`;
  return new DataDirLockedError(
    `${who} has the database in ${dir} open, and the embedded database serves one process at a time: ` +
      'stop that process, then run this again.',
  );
}
