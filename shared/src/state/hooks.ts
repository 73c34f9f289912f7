/**
 * How the rest of the product reads and writes client state: these hooks and `appStore`, never
 * the state library itself (the lint config lets only this folder import jotai). The atoms are the
 * state's names; what holds them is this module's business.
 */
import {
  Provider,
  createStore,
  getDefaultStore,
  useAtom,
  useAtomValue,
  useSetAtom,
  type Atom,
  type SetStateAction,
  type WritableAtom,
} from 'jotai';
import { userAtom, type SessionUser } from './atoms';

/** The current value of a piece of state; the component renders again when it changes. */
export function useAppValue<Value>(state: Atom<Value>): Value {
  return useAtomValue(state);
}

/** The function that writes a piece of state (the component does not render on its changes). */
export function useAppSetter<Value, Args extends unknown[], Result>(
  state: WritableAtom<Value, Args, Result>,
): (...args: Args) => Result {
  return useSetAtom(state);
}

/** Value and writer of a piece of state, like useState. */
export function useAppState<Value, Args extends unknown[], Result>(
  state: WritableAtom<Value, Args, Result>,
): [Awaited<Value>, (...args: Args) => Result] {
  return useAtom(state);
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useAtomValue(userAtom);
}

/** Reads and writes of state outside components (the API client, event handlers, tests). */
export const appStore = {
  get<Value>(state: Atom<Value>): Value {
    return getDefaultStore().get(state);
  },
  set<Value, Args extends unknown[], Result>(
    state: WritableAtom<Value, Args, Result>,
    ...args: Args
  ): Result {
    return getDefaultStore().set(state, ...args);
  },
  subscribe(state: Atom<unknown>, listener: () => void): () => void {
    return getDefaultStore().sub(state, listener);
  },
};

export type { Atom, SetStateAction, WritableAtom };

/** A separate state container (a component tree rendered under its own AppStateProvider). */
export const createAppStore = createStore;
export type AppStore = ReturnType<typeof createStore>;
/** Renders its children against `store` instead of the product's one container. */
export const AppStateProvider = Provider;
