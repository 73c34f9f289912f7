/** Libraries loaded on demand (luxon here): unusable before, shared once loaded, failures surfaced. */
test('dates need luxon loaded; loading it once serves every caller', async () => {
  await jest.isolateModulesAsync(async () => {
    const { dateLibrary, loadDateLibrary } = await import('../../src/format/dateLibrary');
    const { formatCreatedAt } = await import('../../src/format/dates');
    expect(() => dateLibrary()).toThrow(/not loaded yet/);
    expect(() => formatCreatedAt('2025-03-05T14:07:09Z')).toThrow(/not loaded yet/);
    const [first, second] = await Promise.all([loadDateLibrary(), loadDateLibrary()]);
    expect(first).toBe(second);
    expect(dateLibrary().DateTime).toBeDefined();
    expect(formatCreatedAt('2025-03-05T14:07:09')).toBe('March 05 2025, 2:07:09 pm');
  });
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
