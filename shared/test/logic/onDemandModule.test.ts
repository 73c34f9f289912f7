/** Libraries loaded on demand: unusable before, shared once loaded, failures surfaced. */
test('a library is unusable before it loads; loading it once serves every caller', async () => {
  const { onDemandModule } = await import('../../src/onDemandModule');
  let loads = 0;
  const library = onDemandModule('a library', async () => {
    loads += 1;
    return { ready: true };
  });
  expect(() => library.get()).toThrow(/not loaded yet/);
  const [first, second] = await Promise.all([library.load(), library.load()]);
  expect(first).toBe(second);
  expect(library.get()).toBe(first);
  expect(loads).toBe(1);
});

test('a failed load reaches the error boundary once, then the next render loads again', async () => {
  const { onDemandModule } = await import('../../src/onDemandModule');
  let attempts = 0;
  const library = onDemandModule('a library', () =>
    ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ready'),
  );
  let thrown: unknown;
  try {
    library.useLoaded();
  } catch (value) {
    thrown = value;
  }
  await expect(thrown as Promise<string>).rejects.toThrow('offline');
  expect(() => library.useLoaded()).toThrow('offline');
  try {
    library.useLoaded();
  } catch (value) {
    thrown = value;
  }
  await expect(thrown as Promise<string>).resolves.toBe('ready');
  expect(() => library.useLoaded()).not.toThrow();
  expect(library.get()).toBe('ready');
  expect(attempts).toBe(2);
});
