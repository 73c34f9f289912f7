import { atom, type WritableAtom } from 'jotai';
import type { Company, Department, Role } from '@app/contract';
import { defaultServerBaseUrl } from '../config';
import { systemThemeName, themeByName, type Theme, type ThemeName } from '../theme/themes';
import { readStored, removeStored, STORAGE_KEYS, storedAtom, writeStored, type StorageKey } from './storage';

/** The signed-in user. */
export interface SessionUser {
  email: string;
  user_id: number;
  role: Role;
  company: number | null;
  name: string;
  username: string;
  tokens: { access: string; refresh: string };
}

export interface NoticeButton {
  label: string;
  onClick: () => void;
  variant?: 'outline' | 'filled';
}

/** A notification. */
export interface Notice {
  title: string;
  body: string;
  mode: 'success' | 'error' | 'normal';
  buttons?: NoticeButton[];
}

/** A draft task kept in the browser (same fields as a task). */
export interface LocalTask {
  id: number;
  title: string;
  body: string;
  duration: number;
  project: number | null;
  project_name: string | null;
  created_at: string;
  /** its work day 'yyyy-MM-dd' when one was picked; else it is a task of the day it is published */
  worked_on?: string;
  /** The user id of whoever saved it in this browser; none on items generated on '/tests'. */
  owner?: number;
}

/** A todo, kept only in the browser. */
export interface Todo {
  id: number;
  title: string;
  /** The user id of whoever saved it in this browser; none on items generated on '/tests'. */
  owner?: number;
}

// ---- session: user, department, company, theme -------------------------------------------------

const isSessionUser = (value: unknown): value is SessionUser => !!(value as SessionUser | null)?.email;
const isNamed = <T extends { name: string }>(value: unknown): value is T => !!(value as T | null)?.name;
const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

// each kept in localStorage and followed across tabs: a sign-in or logout in one tab holds in all
const userBaseAtom = storedAtom(STORAGE_KEYS.user, isSessionUser);
const departmentBaseAtom = storedAtom(STORAGE_KEYS.department, isNamed<Department>);
const companyBaseAtom = storedAtom(STORAGE_KEYS.company, isNamed<Company>);
const themeNameAtom = storedAtom(STORAGE_KEYS.theme, isThemeName);

/**
 * Writing a user with an email stores it. Writing null or a user without an email is the logout:
 * stored user, department, company and theme are cleared and the theme goes back to
 * the system default.
 */
export const userAtom = atom(
  (get) => get(userBaseAtom),
  (_get, set, next: SessionUser | null) => {
    if (next?.email) {
      set(userBaseAtom, next);
      return;
    }
    set(userBaseAtom, null);
    set(departmentBaseAtom, null);
    set(companyBaseAtom, null);
    set(themeNameAtom, null);
  },
);

/** A value without a name removes the stored copy. */
function namedEntityAtom<T extends { name: string }>(base: WritableAtom<T | null, [T | null], void>) {
  return atom(
    (get) => get(base),
    (_get, set, next: T | null) => set(base, next?.name ? next : null),
  );
}

export const departmentAtom = namedEntityAtom(departmentBaseAtom);
export const companyAtom = namedEntityAtom(companyBaseAtom);

/** Stored by name; the system preference unless one is stored. */
export const themeAtom = atom(
  (get) => themeByName(get(themeNameAtom) ?? systemThemeName()),
  (_get, set, next: Theme) => set(themeNameAtom, next.name),
);

// ---- local lists: draft tasks and todos --------------------------------------------------------

/**
 * The id of a new local item: list length plus one, unless an item already has
 * that id (after removals), then one more than the highest id.
 */
export function nextLocalId(list: readonly { id: number }[]): number {
  const candidate = list.length + 1;
  if (!list.some((item) => item.id === candidate)) return candidate;
  return Math.max(...list.map((item) => item.id)) + 1;
}

function localListAtoms<T extends { id: number }>(key: StorageKey) {
  const stored = readStored<T[]>(key);
  const base = atom<T[]>(Array.isArray(stored) ? stored : []);
  const list = atom(
    (get) => get(base),
    (_get, set, next: T[]) => {
      writeStored(key, next);
      set(base, next);
    },
  );
  const add = atom(null, (get, set, item: Omit<T, 'id'>): T => {
    const current = get(base);
    const created = { ...item, id: nextLocalId(current) } as T;
    set(list, [...current, created]);
    return created;
  });
  const remove = atom(null, (get, set, id: number) =>
    set(
      list,
      get(base).filter((item) => item.id !== id),
    ),
  );
  const replace = atom(null, (get, set, next: T) =>
    set(
      list,
      get(base).map((item) => (item.id === next.id ? next : item)),
    ),
  );
  return { list, add, remove, replace };
}

const localTasks = localListAtoms<LocalTask>(STORAGE_KEYS.tasks);
const localTodos = localListAtoms<Todo>(STORAGE_KEYS.todos);

/** Local draft tasks; writing the whole list stores it. */
export const tasksAtom = localTasks.list;
/** Adds a draft with a fresh id and returns it. */
export const addTaskAtom = localTasks.add;
export const removeTaskAtom = localTasks.remove;
export const replaceTaskAtom = localTasks.replace;

export const todosAtom = localTodos.list;
export const addTodoAtom = localTodos.add;
export const removeTodoAtom = localTodos.remove;
export const replaceTodoAtom = localTodos.replace;

// ---- the notice on screen and settings ---------------------------------------------------------

export const alertAtom = atom<Notice | null>(null);

const serverBaseUrlBaseAtom = atom<string>(
  readStored<string>(STORAGE_KEYS.serverBaseUrl) || defaultServerBaseUrl(),
);

/** The server's base URL (stored setting); an empty value goes back to the default. */
export const serverBaseUrlAtom = atom(
  (get) => get(serverBaseUrlBaseAtom),
  (_get, set, next: string) => {
    const url = next.trim().replace(/\/+$/, '');
    if (url) writeStored(STORAGE_KEYS.serverBaseUrl, url);
    else removeStored(STORAGE_KEYS.serverBaseUrl);
    set(serverBaseUrlBaseAtom, url || defaultServerBaseUrl());
  },
);

/** Whether the API server answers (kept by shared/src/api/reachability.ts; the top bar's online dot). */
export const serverReachableAtom = atom(true);
