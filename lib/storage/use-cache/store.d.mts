// Types of store.mjs (plain JavaScript, imported by Next outside the app's bundle).
import type { CacheEntry } from "next/cache";

export function cacheBytesLimit(): number;
export declare const MAX_KEY_BYTES: number;

export type UseCacheStore = {
  stats(): { entries: number; bytes: number; maxBytes: number };
  clear(): void;
  invalidate(tags: string[], expireSeconds: number | undefined): void;
  get(key: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(key: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

export function createUseCacheStore(options?: {
  maxBytes?: number;
  now?: () => number;
  publish?: (tags: string[], expireSeconds: number | undefined) => Promise<void>;
}): UseCacheStore;
