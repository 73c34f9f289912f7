/**
 * The rich-text corpus (contract/test/richTextCorpus.json) through the server's sanitiser, run in
 * its worker threads: each case's `output` is exactly what is stored. The browser's sanitiser
 * answers the same cases (remotes/employee/test/richTextCorpus.test.ts): both are configured from
 * the contract's RICH_TEXT_POLICY and keep and drop the same things.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closeSanitizer, sanitizeBody } from '../src/kernel/sanitize/index';

interface RichTextCase {
  name: string;
  input: string;
  output: string;
}

const corpus: RichTextCase[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../contract/test/richTextCorpus.json'), 'utf8'),
);

afterAll(() => closeSanitizer());

test.each(corpus.map((c) => [c.name, c] as const))('%s', async (_name, { input, output }) => {
  expect(await sanitizeBody(input)).toBe(output);
});
