import { WITHOUT_LINE_CONTROLS, WITHOUT_TEXT_CONTROLS } from '../src/serverRules';

describe('control-character rules', () => {
  test('a multi-line text keeps tabs and line breaks but no other control character or override', () => {
    expect(WITHOUT_TEXT_CONTROLS.test('line one\n\tline two\r\n')).toBe(true);
    expect(WITHOUT_TEXT_CONTROLS.test('marks \u200e\u200f stay')).toBe(true);
    for (const bad of [
      '\u0000',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001f',
      '\u007f',
      '\u009f',
      '\u202e',
      '\u2066',
    ]) {
      expect(WITHOUT_TEXT_CONTROLS.test(`a${bad}b`)).toBe(false);
    }
  });

  test('a one-line value refuses line breaks and direction marks too', () => {
    expect(WITHOUT_LINE_CONTROLS.test('Invoice 2026')).toBe(true);
    for (const bad of ['\n', '\t', '\u200e', '\u202e'])
      expect(WITHOUT_LINE_CONTROLS.test(`a${bad}b`)).toBe(false);
  });

  test('ten million characters of text are judged without running out of stack', () => {
    const huge = '<b>'.repeat(3_400_000);
    expect(WITHOUT_TEXT_CONTROLS.test(huge)).toBe(true);
    expect(WITHOUT_TEXT_CONTROLS.test(`${huge}\u0000`)).toBe(false);
  });
});
