/** luxon loads on demand: unusable before, the same module for everyone after. */
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
