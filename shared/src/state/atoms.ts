import { atom, type PrimitiveAtom } from 'jotai';
import type { Company, Department, Role } from '@app/contract';
import { defaultServerBaseUrl } from '../config';
import { systemThemeName, themeByName, type Theme, type ThemeName } from '../theme/themes';
import { readStored, removeStored, STORAGE_KEYS, writeStored, type StorageKey } from './storage';

/** The signed-in user (spec section 3, "Session user"). */
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

/** A notification (spec section 3). */
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

function storedUser(): SessionUser | null {
  const user = readStored<SessionUser>(STORAGE_KEYS.user);
  return user?.email ? user : null;
}

function storedTheme(): Theme {
  const name = readStored<ThemeName>(STORAGE_KEYS.theme);
  return themeByName(name === 'dark' || name === 'light' ? name : systemThemeName());
}

const userBaseAtom = atom<SessionUser | null>(storedUser());
const departmentBaseAtom = atom<Department | null>(readStored<Department>(STORAGE_KEYS.department));
const companyBaseAtom = atom<Company | null>(readStored<Company>(STORAGE_KEYS.company));
const themeBaseAtom = atom<Theme>(storedTheme());

/**
 * Writing a user with an email stores it. Writing null or a user without an email is the logout of
 * spec section 4: stored user, department, company and theme are cleared and the theme goes back to
 * the system default.
 */
export const userAtom = atom(
  (get) => get(userBaseAtom),
  (_get, set, next: SessionUser | null) => {
    if (next?.email) {
      writeStored(STORAGE_KEYS.user, next);
      set(userBaseAtom, next);
      return;
    }
    removeStored(STORAGE_KEYS.user, STORAGE_KEYS.department, STORAGE_KEYS.company, STORAGE_KEYS.theme);
    set(userBaseAtom, null);
    set(departmentBaseAtom, null);
    set(companyBaseAtom, null);
    set(themeBaseAtom, themeByName(systemThemeName()));
  },
);

/** A value without a name removes the stored copy (spec section 4). */
function namedEntityAtom<T extends { name: string }>(base: PrimitiveAtom<T | null>, key: StorageKey) {
  return atom(
    (get) => get(base),
    (_get, set, next: T | null) => {
      if (next?.name) writeStored(key, next);
      else removeStored(key);
      set(base, next);
    },
  );
}

export const departmentAtom = namedEntityAtom(departmentBaseAtom, STORAGE_KEYS.department);
export const companyAtom = namedEntityAtom(companyBaseAtom, STORAGE_KEYS.company);

/** Stored by name; defaults to the system preference unless stored (spec section 4). */
export const themeAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, next: Theme) => {
    writeStored(STORAGE_KEYS.theme, next.name);
    set(themeBaseAtom, next);
  },
);

// ---- local lists: draft tasks and todos --------------------------------------------------------

/**
 * The id of a new local item: list length plus one (spec section 3), unless an item already has
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
