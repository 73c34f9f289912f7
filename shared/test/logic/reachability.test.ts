import { appStore } from '../../src/state/hooks';
import { serverReachableAtom } from '../../src/state/atoms';
import {
  PROBE_FIRST_WAIT_MS,
  STEADY_MS,
  noteAnswer,
  resetReachability,
  setReachabilityProbe,
} from '../../src/api/reachability';

/** The probe: counts its calls and answers what the test says the server answers now. */
let serverAnswers = 0;
let probes: number[] = [];
const start = Date.now();

beforeEach(() => {
  jest.useFakeTimers({ now: start });
  resetReachability();
  serverAnswers = 0;
  probes = [];
  setReachabilityProbe(async () => {
    probes.push(Date.now() - start);
    return serverAnswers;
  });
});
afterEach(() => {
  resetReachability();
  jest.useRealTimers();
});

const reachable = () => appStore.get(serverReachableAtom);

test('a call with no answer (or 502/504) marks the server unreachable; any other answer reachable', () => {
  noteAnswer(0);
  expect(reachable()).toBe(false);
  noteAnswer(200);
  expect(reachable()).toBe(true);
  noteAnswer(502);
  expect(reachable()).toBe(false);
  noteAnswer(404);
  expect(reachable()).toBe(true);
  noteAnswer(504);
  expect(reachable()).toBe(false);
  noteAnswer(503); // the server answered (e.g. its disk is full): it is reachable
  expect(reachable()).toBe(true);
});

test('one probe at a time, waiting 1 s doubling to 30 s, until the server answers', async () => {
  noteAnswer(0);
  noteAnswer(0); // a second failure starts no second probe
  await jest.advanceTimersByTimeAsync(PROBE_FIRST_WAIT_MS - 1);
  expect(probes).toEqual([]);
  await jest.advanceTimersByTimeAsync(1 + 1000 + 2000 + 4000 + 8000 + 16000 + 30000 + 30000);
  expect(probes).toEqual([1000, 3000, 7000, 15000, 31000, 61000, 91000]);
  serverAnswers = 200;
  await jest.advanceTimersByTimeAsync(30_000);
  expect(reachable()).toBe(true);
  await jest.advanceTimersByTimeAsync(120_000);
  expect(probes).toHaveLength(8);
});

test('a partial outage that flips back and forth keeps the grown waits: no request storm', async () => {
  noteAnswer(0);
  await jest.advanceTimersByTimeAsync(1000 + 2000); // two failed probes: the next wait is 4 s
  expect(probes).toEqual([1000, 3000]);
  noteAnswer(200); // one call answered
  noteAnswer(0); // and the next did not, at once
  await jest.advanceTimersByTimeAsync(3999);
  expect(probes).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(probes).toHaveLength(3);
});

test('after a steady minute a new outage starts again from the first wait', async () => {
  noteAnswer(0);
  await jest.advanceTimersByTimeAsync(1000 + 2000);
  noteAnswer(200);
  await jest.advanceTimersByTimeAsync(STEADY_MS);
  noteAnswer(0);
  await jest.advanceTimersByTimeAsync(PROBE_FIRST_WAIT_MS);
  expect(probes).toHaveLength(3);
});

test('no probe while the tab is hidden; showing it probes at once', async () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  noteAnswer(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(probes).toEqual([]);
  visibility.mockReturnValue('visible');
  serverAnswers = 200;
  document.dispatchEvent(new Event('visibilitychange'));
  await jest.advanceTimersByTimeAsync(0);
  expect(probes).toHaveLength(1);
  expect(reachable()).toBe(true);
  visibility.mockRestore();
});
