import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiResult } from '../../src/api/client';
import { useApiList, useApiResource } from '../../src/api/useApiResource';

interface Row {
  id: number;
  name: string;
}

const ok = <T,>(data: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, status: 200, data });
const failed = (status: number): Promise<ApiResult<never>> =>
  Promise.resolve({ ok: false, status, error: null });

/** A promise and the function that settles it, to control when an answer arrives. */
function deferred<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('useApiResource', () => {
  it('loads, reports loading, and loads again on reload', async () => {
    const load = jest.fn(() => ok('first'));
    const { result } = renderHook(() => useApiResource(load, []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('first'));
    expect(result.current.loading).toBe(false);
    load.mockImplementation(() => ok('second'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed load (spec section 7) and remembers its status', async () => {
    const { result } = renderHook(() => useApiResource(() => failed(403), []));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: null, failedStatus: 403 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('loads nothing without a load function', () => {
    const { result } = renderHook(() => useApiResource<string>(null, []));
    expect(result.current).toMatchObject({ data: null, loading: false, failedStatus: null });
  });

  it('drops an answer that arrives after the dependencies changed', async () => {
    const slow = deferred<ApiResult<string>>();
    const { result, rerender } = renderHook(
      ({ id }) => useApiResource(() => (id === 1 ? slow.promise : ok('two')), [id]),
      {
        initialProps: { id: 1 },
      },
    );
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('two'));
    await act(async () => slow.settle({ ok: true, status: 200, data: 'one' }));
    expect(result.current.data).toBe('two');
  });
});

describe('useApiList', () => {
  const rows: Row[] = [
    { id: 1, name: 'one' },
    { id: 2, name: 'two' },
    { id: 3, name: 'three' },
  ];

  async function loaded() {
    const hook = renderHook(() => useApiList<Row>(() => ok(rows), []));
    await waitFor(() => expect(hook.result.current.items).toHaveLength(3));
    return hook;
  }

  it('is empty before the answer and after a failed load', async () => {
    const { result } = renderHook(() => useApiList<Row>(() => failed(500), []));
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual([]);
  });

  it('appends and replaces rows', async () => {
    const { result } = await loaded();
    act(() => result.current.append({ id: 4, name: 'four' }));
    act(() => result.current.replace({ id: 2, name: 'TWO' }));
    expect(result.current.items.map((row) => row.name)).toEqual(['one', 'TWO', 'three', 'four']);
  });

  it('removes a row at once and keeps it out when the request succeeds', async () => {
    const { result } = await loaded();
    const answer = deferred<ApiResult<unknown>>();
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.removeOptimistically(rows[1], () => answer.promise);
    });
    expect(result.current.items.map((row) => row.id)).toEqual([1, 3]);
    await act(async () => answer.settle({ ok: true, status: 202, data: null }));
    await expect(done).resolves.toBe(true);
    expect(result.current.items.map((row) => row.id)).toEqual([1, 3]);
  });

  it('puts a row back where it was when the request fails', async () => {
    const { result } = await loaded();
    let done: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      done = result.current.removeOptimistically(rows[1], () => failed(409));
      await done;
    });
    await expect(done).resolves.toBe(false);
    expect(result.current.items.map((row) => row.id)).toEqual([1, 2, 3]);
  });
});
