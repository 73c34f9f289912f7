import { appConfig } from '@app/shared';

/**
 * Server drafts already posted as tasks in a publish that has not finished (the final "mark
 * published" call failed or never ran). A retry skips them, so no task is created twice. Kept in
 * this browser per user; cleared once the drafts are marked published.
 */
const KEY = `${appConfig.storagePrefix}PUBLISHED_DRAFTS`;

type Ledger = Record<string, number[]>;

function read(): Ledger {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Ledger) : {};
  } catch {
    return {};
  }
}

function write(ledger: Ledger): void {
  try {
    if (Object.keys(ledger).length) localStorage.setItem(KEY, JSON.stringify(ledger));
    else localStorage.removeItem(KEY);
  } catch (error) {
    console.warn('Could not store the publish progress', error);
  }
}

export function postedDraftIds(userId: number): Set<number> {
  const ids = read()[userId];
  return new Set(Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : []);
}

export function rememberPosted(userId: number, draftId: number): void {
  const ledger = read();
  ledger[userId] = [...postedDraftIds(userId), draftId];
  write(ledger);
}

/** A posted draft that was edited or deleted afterwards: the next publish treats it as new. */
export function forgetPosted(userId: number, draftId: number): void {
  const ledger = read();
  const rest = [...postedDraftIds(userId)].filter((id) => id !== draftId);
  if (rest.length) ledger[userId] = rest;
  else delete ledger[userId];
  write(ledger);
}

export function clearPosted(userId: number): void {
  const ledger = read();
  delete ledger[userId];
  write(ledger);
}
