/** The id cipher loads on demand: ids cannot be encoded before, and round-trip after. */
test('ids need the cipher loaded; then they round-trip', async () => {
  await jest.isolateModulesAsync(async () => {
    const { idCipher, loadIdCipher } = await import('../../src/ids/idCipher');
    const { decodeNumericId, encodeId } = await import('../../src/ids/codec');
    expect(() => idCipher()).toThrow(/not loaded yet/);
    expect(() => encodeId(42)).toThrow(/not loaded yet/);
    const [first, second] = await Promise.all([loadIdCipher(), loadIdCipher()]);
    expect(first).toBe(second);
    expect(decodeNumericId(encodeId(42))).toBe(42);
  });
});
