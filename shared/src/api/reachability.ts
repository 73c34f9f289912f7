import { serverReachableAtom } from '../state/atoms';
import { appStore } from '../state/hooks';

/*
 * Whether the API server answers (serverReachableAtom). A call that gets no answer (network failure, timeout) or a
 * gateway error (502, 504: the product server could not reach the API) marks it unreachable; any
 * other answer marks it reachable. While unreachable, one probe (GET /health) runs at a time, with
 * growing waits, none while the tab is hidden; its answer marks the server reachable again, which
 * is when the signed-in area reads its shown data again (QueryProvider).
 */

/** The waits between probes: 1 s doubling to 30 s. */
export const PROBE_FIRST_WAIT_MS = 1_000;
export const PROBE_LONGEST_WAIT_MS = 30_000;
/**
 * How long the server must have answered before a new outage starts again from the first wait: a
 * partial outage (one call answered, another not) flips reachability back and forth, and each
 * flip reads every shown query again, so the waits keep growing until the server is steady.
 */
export const STEADY_MS = 60_000;

const GATEWAY_FAILURES = new Set([0, 502, 504]);

/** Whether a call's status means the API did not answer. */
export const isUnanswered = (status: number): boolean => GATEWAY_FAILURES.has(status);

let probe: ((signal: AbortSignal) => Promise<number>) | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let wait = PROBE_FIRST_WAIT_MS;
let inFlight: AbortController | null = null;
/** When the server last became reachable (0: it has not been unreachable yet). */
let reachableSince = 0;

/** Sets the probe (the API client's GET /health; set once, by the client module). */
export function setReachabilityProbe(run: (signal: AbortSignal) => Promise<number>): void {
  probe = run;
}

/** Records what a call got: its status (0: no answer). */
export function noteAnswer(status: number): void {
  const reachable = !isUnanswered(status);
  if (reachable === appStore.get(serverReachableAtom)) return;
  appStore.set(serverReachableAtom, reachable);
  if (reachable) {
    reachableSince = Date.now();
    stopProbing();
  } else {
    if (Date.now() - reachableSince >= STEADY_MS) wait = PROBE_FIRST_WAIT_MS;
    scheduleProbe();
  }
}

function scheduleProbe(): void {
  if (timer !== null || inFlight !== null || !probe) return;
  timer = setTimeout(runProbe, wait);
}

async function runProbe(): Promise<void> {
  timer = null;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return; // resumed on show
  if (!probe || appStore.get(serverReachableAtom)) return;
  inFlight = new AbortController();
  const status = await probe(inFlight.signal).catch(() => 0);
  inFlight = null;
  wait = Math.min(wait * 2, PROBE_LONGEST_WAIT_MS);
  noteAnswer(status);
  if (!appStore.get(serverReachableAtom)) scheduleProbe();
}

function stopProbing(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  inFlight?.abort();
  inFlight = null;
}

/** A tab shown again, or the browser back online: probe at once rather than after the wait. */
function probeNow(): void {
  if (appStore.get(serverReachableAtom) || inFlight !== null) return;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  void runProbe();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', probeNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') probeNow();
  });
}

/** Back to the first state (reachable, no probe): for tests and sign-out. */
export function resetReachability(): void {
  stopProbing();
  wait = PROBE_FIRST_WAIT_MS;
  reachableSince = 0;
  appStore.set(serverReachableAtom, true);
}
