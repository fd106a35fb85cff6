// The in-process memos of one app instance (issue 21: cheaper misses), decorated on Fastify as `app.memos`: they are
// created with the app and die with it, so no state outlives an app (a test's, or a restarted server's). Each is a
// bounded LRU (lru-cache); every key holds everything its value was computed from (see match-memo.ts and
// worker-profiles.ts), so an entry is never stale, only evicted.
import { LRUCache } from 'lru-cache';
import type { MatchScore } from '@/domain/jobs';
import type { WorkerProfile } from '@/domain/profile';
import { documents, workerProfiles } from '../db/schema';
import { SharedReadMemo } from './shared-read-memo';

/** The memos of one app instance. */
export interface AppMemos {
  /** Match scores by (job id, job version, profile content key): match-memo.ts. */
  matches: LRUCache<string, MatchScore>;
  /** The content key of a loaded profile object (a hash, computed once per object). */
  profileKeys: WeakMap<WorkerProfile, string>;
  /** Parsed stored profiles by (worker, version, updated at); frozen. */
  parsedProfiles: LRUCache<string, WorkerProfile>;
  /** Assembled profiles by (stored version, documents, day); frozen, so a profile keeps its content key. */
  assembledProfiles: LRUCache<string, WorkerProfile>;
  /** Loaded profiles by the versions of the tables they read and the day (worker-profiles.ts loadWorkerProfileAt). */
  profilesAtVersion: SharedReadMemo<WorkerProfile | null>;
  /** Empties every memo (tests that want a cold instance). */
  clear(): void;
}

/** Entries kept per memo: about 200 bytes a score; a parsed profile is a few KB. */
const MATCHES = 50_000;
const PROFILES = 20_000;
const PROFILES_AT_VERSION = 5_000;

/** A new, empty set of memos for one app. */
export function createAppMemos(): AppMemos {
  const memos: AppMemos = {
    matches: new LRUCache({ max: MATCHES }),
    profileKeys: new WeakMap(),
    parsedProfiles: new LRUCache({ max: PROFILES }),
    assembledProfiles: new LRUCache({ max: PROFILES }),
    profilesAtVersion: new SharedReadMemo([workerProfiles, documents], PROFILES_AT_VERSION),
    clear() {
      memos.matches.clear();
      memos.profileKeys = new WeakMap();
      memos.parsedProfiles.clear();
      memos.assembledProfiles.clear();
      memos.profilesAtVersion.clear();
    },
  };
  return memos;
}
