/**
 * The embedded engine serves one process: its data directory is claimed with a lock file (beside
 * it, named after it) holding
 * the claiming process's id, made exclusively, and given back when the engine closes. A second
 * process (or a second engine of the same process) opening the same directory is refused with
 * what to do; a lock left by a process that no longer runs (killed with -9) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** Whether a process with this id runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dataDir` for this process; answers the function that gives it back. */
export function claimDataDir(dataDir: string): () => void {
  // beside the directory, not in it: the engine's own files are its alone
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (holder && running(holder))
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is open in another process (pid ${holder}${holder === process.pid ? ', this one' : ''}). ` +
            'The embedded engine serves one API process: stop the other one, give this one its own DATA_DIR, ' +
            'or run several API processes on one PostgreSQL server (DATABASE_URL).',
        );
      // its holder is gone (killed without closing): the claim is stale
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`The embedded database in ${dataDir} could not be claimed`);
}
