import { act, renderHook } from '@testing-library/react';
import {
  AppStateProvider as Provider,
  appStore,
  createAppStore as createStore,
  useAppValue as useAtomValue,
} from '../../src/state/hooks';
import { createElement, type ReactNode } from 'react';
import type { Company, Department } from '@app/contract';

type AtomsModule = typeof import('../../src/state/atoms');
type NotifyModule = typeof import('../../src/state/notify');

const KEYS = {
  user: 'TASKTRACKER_USER',
  department: 'TASKTRACKER_DEPARTMENT',
  company: 'TASKTRACKER_COMPANY',
  theme: 'TASKTRACKER_THEME',
  tasks: 'TASKTRACKER_TASKS',
  todos: 'TASKTRACKER_TODOS',
  serverBaseUrl: 'TASKTRACKER_SERVER_BASE_URL',
};

const session = {
  email: 'consultant@example.com',
  user_id: 7,
  role: 'employee' as const,
  company: 1,
  name: 'Con Sultant',
  username: 'consultant',
  tokens: { access: 'a.b.c', refresh: 'r' },
};
const department = { id: 4, name: 'Research' } as Department;
const company = { id: 1, name: 'Acme' } as Company;

/** A fresh copy of the state modules, reading whatever localStorage holds now. */
function loadState(prefersDark = false): AtomsModule & NotifyModule {
  window.matchMedia = ((query: string) => ({
    matches: prefersDark && query.includes('dark'),
    media: query,
  })) as unknown as typeof window.matchMedia;
  let modules!: AtomsModule & NotifyModule;
  jest.isolateModules(() => {
    modules = {
      ...jest.requireActual('../../src/state/atoms'),
      ...jest.requireActual('../../src/state/notify'),
    };
  });
  return modules;
}

const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

beforeEach(() => localStorage.clear());

describe('storage keys', () => {
  test('product prefix plus USER, DEPARTMENT, COMPANY, THEME, TASKS, TODOS', () => {
    const { STORAGE_KEYS } = jest.requireActual('../../src/state/storage');
    expect(STORAGE_KEYS).toEqual(KEYS);
  });

  test('unreadable stored JSON reads as nothing', () => {
    const { readStored } = jest.requireActual('../../src/state/storage');
    localStorage.setItem(KEYS.user, '{not json');
    expect(readStored(KEYS.user)).toBeNull();
  });
});

describe('theme', () => {
  test('defaults to the system preference', () => {
    expect(createStore().get(loadState(false).themeAtom).name).toBe('light');
    expect(createStore().get(loadState(true).themeAtom).name).toBe('dark');
  });

  test('a stored theme wins and setting it stores it', () => {
    localStorage.setItem(KEYS.theme, JSON.stringify('dark'));
    const state = loadState(false);
    const store = createStore();
    expect(store.get(state.themeAtom).name).toBe('dark');
    const { lightTheme } = jest.requireActual('../../src/theme/themes');
    store.set(state.themeAtom, lightTheme);
    expect(store.get(state.themeAtom)).toEqual(lightTheme);
    expect(stored(KEYS.theme)).toBe('light');
  });

  test('the palettes of the light and dark themes', () => {
    const { lightTheme, darkTheme } = jest.requireActual('../../src/theme/themes');
    expect(lightTheme).toMatchObject({
      name: 'light',
      error: '#FF0034',
      success: '#34CC43',
      primary: '#FF9100',
      pale: '#F6F6F6',
      paper: '#FFFFFF',
    });
    expect(darkTheme).toMatchObject({
      name: 'dark',
      error: '#FF0034',
      success: '#34CC43',
      pale: '#191919',
      paper: '#202020',
    });
  });
});

describe('session transitions', () => {
  test('setting a user with an email stores it; the next start reads it back', () => {
    const state = loadState();
    createStore().set(state.userAtom, session);
    expect(stored(KEYS.user)).toEqual(session);
    expect(createStore().get(loadState().userAtom)).toEqual(session);
  });

  test('logout clears user, department, company and theme and resets the theme to the system default', () => {
    const state = loadState(true);
    const store = createStore();
    const { lightTheme } = jest.requireActual('../../src/theme/themes');
    store.set(state.userAtom, session);
    store.set(state.departmentAtom, department);
    store.set(state.companyAtom, company);
    store.set(state.themeAtom, lightTheme);
    store.set(state.todosAtom, [{ id: 1, title: 'keep me' }]);
    expect([KEYS.user, KEYS.department, KEYS.company, KEYS.theme].map(stored)).toEqual([
      session,
      department,
      company,
      'light',
    ]);

    store.set(state.userAtom, null);

    expect(
      [KEYS.user, KEYS.department, KEYS.company, KEYS.theme].map((k) => localStorage.getItem(k)),
    ).toEqual([null, null, null, null]);
    expect(store.get(state.userAtom)).toBeNull();
    expect(store.get(state.departmentAtom)).toBeNull();
    expect(store.get(state.companyAtom)).toBeNull();
    expect(store.get(state.themeAtom).name).toBe('dark');
    expect(stored(KEYS.todos)).toEqual([{ id: 1, title: 'keep me' }]);
  });

  test('a user without an email is a logout too', () => {
    const state = loadState();
    const store = createStore();
    store.set(state.userAtom, session);
    store.set(state.userAtom, { ...session, email: '' });
    expect(store.get(state.userAtom)).toBeNull();
    expect(localStorage.getItem(KEYS.user)).toBeNull();
  });

  test('a stored user without an email is no session', () => {
    localStorage.setItem(KEYS.user, JSON.stringify({ ...session, email: '' }));
    expect(createStore().get(loadState().userAtom)).toBeNull();
  });

  test('department or company without a name removes its stored copy', () => {
    const state = loadState();
    const store = createStore();
    store.set(state.departmentAtom, department);
    store.set(state.companyAtom, company);
    expect(stored(KEYS.department)).toEqual(department);
    store.set(state.departmentAtom, { ...department, name: '' });
    store.set(state.companyAtom, null);
    expect(localStorage.getItem(KEYS.department)).toBeNull();
    expect(localStorage.getItem(KEYS.company)).toBeNull();
    expect(store.get(state.companyAtom)).toBeNull();
  });
});

describe('another tab of the same browser', () => {
  /** What this tab sees when another tab stores `value` under `key` (null: removes it). */
  function otherTabStores(key: string, value: unknown) {
    const newValue = value === null ? null : JSON.stringify(value);
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  }

  test('its sign-in, token refresh and logout hold here at once', () => {
    const state = loadState();
    const store = createStore();
    // what the page shows is subscribed to the session
    const unsubscribe = [state.userAtom, state.departmentAtom, state.themeAtom].map((a) =>
      store.sub(a, () => undefined),
    );
    expect(store.get(state.userAtom)).toBeNull();

    otherTabStores(KEYS.user, session);
    otherTabStores(KEYS.department, department);
    expect(store.get(state.userAtom)).toEqual(session);
    expect(store.get(state.departmentAtom)).toEqual(department);

    const refreshed = { ...session, tokens: { access: 'x.y.z', refresh: 'r2' } };
    otherTabStores(KEYS.user, refreshed);
    expect(store.get(state.userAtom)).toEqual(refreshed);

    otherTabStores(KEYS.theme, 'dark');
    expect(store.get(state.themeAtom).name).toBe('dark');

    otherTabStores(KEYS.user, null);
    otherTabStores(KEYS.department, null);
    otherTabStores(KEYS.theme, null);
    expect(store.get(state.userAtom)).toBeNull();
    expect(store.get(state.departmentAtom)).toBeNull();
    expect(store.get(state.themeAtom).name).toBe('light');
    unsubscribe.forEach((stop) => stop());
  });

  test('a storage cleared there, or a stored user without an email, is no session here', () => {
    localStorage.setItem(KEYS.user, JSON.stringify(session));
    const state = loadState();
    const store = createStore();
    const stop = store.sub(state.userAtom, () => undefined);
    expect(store.get(state.userAtom)).toEqual(session);
    otherTabStores(KEYS.user, { ...session, email: '' });
    expect(store.get(state.userAtom)).toBeNull();
    otherTabStores(KEYS.user, session);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.get(state.userAtom)).toBeNull();
    stop();
  });
});

describe('local lists', () => {
  test('todos: add, replace by id, remove by id, stored after each change', () => {
    const state = loadState();
    const store = createStore();
    const first = store.set(state.addTodoAtom, { title: 'one' });
    store.set(state.addTodoAtom, { title: 'two' });
    expect(first).toEqual({ id: 1, title: 'one' });
    expect(stored(KEYS.todos)).toEqual([
      { id: 1, title: 'one' },
      { id: 2, title: 'two' },
    ]);
    store.set(state.replaceTodoAtom, { id: 1, title: 'uno' });
    expect(stored(KEYS.todos)).toEqual([
      { id: 1, title: 'uno' },
      { id: 2, title: 'two' },
    ]);
    store.set(state.removeTodoAtom, 1);
    expect(stored(KEYS.todos)).toEqual([{ id: 2, title: 'two' }]);
    expect(store.get(state.todosAtom)).toEqual([{ id: 2, title: 'two' }]);
  });

  test('new ids never collide with existing ones', () => {
    const state = loadState();
    const store = createStore();
    store.set(state.todosAtom, [
      { id: 1, title: 'a' },
      { id: 2, title: 'b' },
      { id: 3, title: 'c' },
    ]);
    store.set(state.removeTodoAtom, 1);
    const added = store.set(state.addTodoAtom, { title: 'd' });
    expect(added.id).toBe(4);
    const ids = store.get(state.todosAtom).map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('nextLocalId: length plus one unless taken', () => {
    const { nextLocalId } = loadState();
    expect(nextLocalId([])).toBe(1);
    expect(nextLocalId([{ id: 1 }, { id: 2 }])).toBe(3);
    expect(nextLocalId([{ id: 2 }, { id: 9 }])).toBe(3);
    expect(nextLocalId([{ id: 2 }, { id: 3 }])).toBe(4);
    expect(nextLocalId([{ id: 5 }])).toBe(2);
  });

  test('draft tasks: add, replace, remove, read back at the next start', () => {
    const state = loadState();
    const store = createStore();
    const draft = {
      title: 'Report',
      body: '<p>x</p>',
      duration: 30,
      project: null,
      project_name: null,
      created_at: '2025-03-05T10:00:00',
    };
    const created = store.set(state.addTaskAtom, draft);
    expect(created).toEqual({ ...draft, id: 1 });
    store.set(state.replaceTaskAtom, { ...created, duration: 45 });
    expect(stored(KEYS.tasks)).toEqual([{ ...draft, id: 1, duration: 45 }]);
    expect(createStore().get(loadState().tasksAtom)).toEqual([{ ...draft, id: 1, duration: 45 }]);
    store.set(state.removeTaskAtom, 1);
    expect(stored(KEYS.tasks)).toEqual([]);
  });

  test('a stored value that is not a list reads as empty', () => {
    localStorage.setItem(KEYS.todos, JSON.stringify({ id: 1 }));
    expect(createStore().get(loadState().todosAtom)).toEqual([]);
  });
});

describe('alert and server base URL', () => {
  test('server base URL: default origin, stored setting, reset', () => {
    const state = loadState();
    const store = createStore();
    expect(store.get(state.serverBaseUrlAtom)).toBe('http://localhost');
    store.set(state.serverBaseUrlAtom, 'http://api.example.com:8000/ ');
    expect(store.get(state.serverBaseUrlAtom)).toBe('http://api.example.com:8000');
    expect(stored(KEYS.serverBaseUrl)).toBe('http://api.example.com:8000');
    expect(createStore().get(loadState().serverBaseUrlAtom)).toBe('http://api.example.com:8000');
    store.set(state.serverBaseUrlAtom, '');
    expect(store.get(state.serverBaseUrlAtom)).toBe('http://localhost');
    expect(localStorage.getItem(KEYS.serverBaseUrl)).toBeNull();
  });

  test('notify writes the alert of the default store', () => {
    const { notify } = jest.requireActual('../../src/state/notify') as NotifyModule;
    const { alertAtom } = jest.requireActual('../../src/state/atoms') as AtomsModule;
    notify({ title: 'Todo saved', body: 'The activity has been saved on your machine', mode: 'success' });
    expect(appStore.get(alertAtom)).toEqual({
      title: 'Todo saved',
      body: 'The activity has been saved on your machine',
      mode: 'success',
    });
  });

  test('useNotify writes the alert of the nearest store', () => {
    const atoms = jest.requireActual('../../src/state/atoms') as AtomsModule;
    const { useNotify } = jest.requireActual('../../src/state/notify') as NotifyModule;
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => ({ notify: useNotify(), alert: useAtomValue(atoms.alertAtom) }), {
      wrapper,
    });
    act(() =>
      result.current.notify({
        title: 'Publish success',
        body: 'Your tasks have been published',
        mode: 'success',
      }),
    );
    expect(result.current.alert?.title).toBe('Publish success');
  });

  test('auto-dismiss unless buttons or Weak password', () => {
    const { shouldAutoDismiss, NOTICE_AUTO_CLOSE_MS } = jest.requireActual(
      '../../src/state/notify',
    ) as NotifyModule;
    expect(NOTICE_AUTO_CLOSE_MS).toBe(1500);
    expect(shouldAutoDismiss({ title: 'Todo saved', body: '', mode: 'success' })).toBe(true);
    expect(shouldAutoDismiss({ title: 'Weak password', body: '', mode: 'error' })).toBe(false);
    expect(
      shouldAutoDismiss({
        title: 'x',
        body: '',
        mode: 'normal',
        buttons: [{ label: 'ok', onClick: () => undefined }],
      }),
    ).toBe(false);
  });
});
