// Local-disk storage under DATA_DIR/files: write to a temporary name, then rename.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidKey, type Storage } from './storage';

/**
 * Creates a local-disk storage rooted at `dir`. Local storage has one writer (several instances use S3),
 * so half-written temporary files left by a killed process are removed at start-up.
 */
export function createLocalStorage(dir: string): Storage {
  fs.rmSync(path.join(dir, '.tmp'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, '.tmp'), { recursive: true });
  const full = (key: string) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    return path.join(dir, key);
  };
  return {
    kind: 'local',
    put: async (key, body) => {
      const target = full(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(dir, '.tmp', crypto.randomUUID());
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(tmp));
        await fsp.rename(tmp, target);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
      const stat = await fsp.stat(target);
      return { size: stat.size };
    },
    get: async (key) => {
      const target = full(key);
      await fsp.access(target);
      return fs.createReadStream(target);
    },
    delete: async (key) => {
      await fsp.rm(full(key), { force: true });
    },
    exists: async (key) => {
      try {
        await fsp.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
