/**
 * An import's file read into rows (src/imports/file.ts readSheet), a slice of its text at a time:
 * what crosses from one slice to the next (a quoted cell over several lines, a character written as
 * two UTF-16 units) is read whole, every row on the line it starts on, and a file that is no CSV is
 * refused naming its line, wherever the slices fall.
 */
import { readSheet } from '../src/imports/file';

/** Filler rows long enough that the file spans several of the parser's slices. */
const filler = (rows: number) =>
  Array.from({ length: rows }, (_, i) => `row${i}@example.com,2026-11-16,30,${'x'.repeat(200)}`);

test('a large file: every row read whole and on its line, across the slices', async () => {
  const lines = ['email,day,minutes,title', ...filler(3000)];
  const sheet = await readSheet(lines.join('\n'));
  expect(sheet.columns).toEqual(['email', 'day', 'minutes', 'title']);
  expect(sheet.rows).toHaveLength(3000);
  expect(sheet.rows.every((row, i) => row.line === i + 2 && row.cells[0] === `row${i}@example.com`)).toBe(
    true,
  );
});

test('a character of two UTF-16 units and a quoted cell over lines, wherever a slice ends, are read whole', async () => {
  const before = 'email,day,minutes,title\na@example.com,2026-11-16,30,';
  const lead = '\nb@example.com,2026-11-16,30,"';
  // the emoji's first unit just before, at and just after the first slice's end (128 Ki characters)
  for (const at of [128 * 1024 - 2, 128 * 1024 - 1, 128 * 1024]) {
    const pad = 'p'.repeat(at - before.length - lead.length);
    const text = `${before}${pad}${lead}🚀 launch\nday 2"\nc@example.com,2026-11-17,15,last`;
    expect(text.indexOf('🚀')).toBe(at);
    const sheet = await readSheet(text);
    expect(sheet.rows.map((row) => [row.line, row.cells[3]])).toEqual([
      [2, pad],
      [3, '🚀 launch\nday 2'],
      [5, 'last'],
    ]);
  }
});

test('a file that is no CSV is refused naming the line, also past the first slice', async () => {
  const text = ['email,day,minutes,title', ...filler(1000), 'z@example.com,2026-11-16,30,"never closed'].join(
    '\n',
  );
  await expect(readSheet(text)).rejects.toMatchObject({ status: 400 });
  await expect(readSheet(text)).rejects.toThrow(/The file is not a CSV file \(line \d+\)/);
});
