import { appConfig } from '../config';

/** Browser persistence (spec section 3): product prefix plus one of these names. */
export const STORAGE_KEYS = {
  user: `${appConfig.storagePrefix}USER`,
  department: `${appConfig.storagePrefix}DEPARTMENT`,
  company: `${appConfig.storagePrefix}COMPANY`,
  theme: `${appConfig.storagePrefix}THEME`,
  tasks: `${appConfig.storagePrefix}TASKS`,
  todos: `${appConfig.storagePrefix}TODOS`,
  /** decided: the stored base-url setting of spec section 7 */
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
