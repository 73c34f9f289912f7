import { atomWithStorage } from 'jotai/utils';
import { appConfig } from '../config';

/** Browser persistence: product prefix plus one of these names. */
export const STORAGE_KEYS = {
  user: `${appConfig.storagePrefix}USER`,
  department: `${appConfig.storagePrefix}DEPARTMENT`,
  company: `${appConfig.storagePrefix}COMPANY`,
  theme: `${appConfig.storagePrefix}THEME`,
  tasks: `${appConfig.storagePrefix}TASKS`,
  todos: `${appConfig.storagePrefix}TODOS`,
  /** decided: the stored server base-url setting */
  serverBaseUrl: `${appConfig.storagePrefix}SERVER_BASE_URL`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The stored JSON value, or null when absent, unreadable or not JSON. */
export function readStored<T>(key: StorageKey): T | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store ${key}`, error); // quota exceeded or storage disabled
  }
}

export function removeStored(...keys: StorageKey[]): void {
  const store = storage();
  for (const key of keys) store?.removeItem(key);
}

/**
 * Calls `onChange` when another tab of this origin changes `key` in localStorage or clears it (the
 * browser's `storage` event, which the tab that wrote never gets). Returns the unsubscribe.
 */
export function watchStored(key: StorageKey, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.storageArea === storage() && (event.key === key || event.key === null)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * State kept under `key`: read at start, stored on each write (null removes it), and changed at
 * once when another tab changes it, so every tab shows the same session. A stored value that
 * `accept` refuses reads as null.
 */
export function storedAtom<T>(key: StorageKey, accept: (value: unknown) => value is T) {
  const read = (): T | null => {
    const value = readStored<unknown>(key);
    return accept(value) ? value : null;
  };
  return atomWithStorage<T | null>(
    key,
    null,
    {
      getItem: read,
      setItem: (_key, value) => (value === null ? removeStored(key) : writeStored(key, value)),
      removeItem: () => removeStored(key),
      subscribe: (_key, callback) => watchStored(key, () => callback(read())),
    },
    { getOnInit: true },
  );
}
