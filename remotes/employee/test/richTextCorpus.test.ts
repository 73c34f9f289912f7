/**
 * The rich-text corpus (contract/test/richTextCorpus.json) through the browser's sanitiser: the one
 * set of cases both sanitisers answer alike. A case's `output` is exactly what the server stores
 * (mock-server/test/richTextCorpus.test.ts); the display must keep and drop the same elements,
 * attributes, classes, styles, URLs, rel/target and text. Compared as parsed markup, since the two
 * write it differently (`<br />` or `<br>`, `color:red` or `color: red`, attribute order).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sanitizeRichText } from '../src/richText/sanitizeRichText';

interface RichTextCase {
  name: string;
  input: string;
  output: string;
}

const corpus: RichTextCase[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../contract/test/richTextCorpus.json'), 'utf8'),
);

/** A style attribute's declarations as `prop:value`, without the spaces either side writes. */
const declarations = (style: string) =>
  style
    .split(';')
    .filter((d) => d.trim())
    .map((d) => `${d.slice(0, d.indexOf(':')).trim()}:${d.slice(d.indexOf(':') + 1).trim()}`)
    .join(';');

/** A parsed node as text: elements with their attributes sorted, and text. */
function outline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return `[node ${node.nodeType}]`;
  const attributes = [...node.attributes]
    .map((a) => ` ${a.name}=${JSON.stringify(a.name === 'style' ? declarations(a.value) : a.value)}`)
    .sort()
    .join('');
  const children = [...node.childNodes].map(outline).join('');
  return `<${node.localName}${attributes}>${children}</${node.localName}>`;
}

/** The markup parsed as the view parses it (a template: nothing loads or runs). */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(outline).join('');
}

describe('the rich-text corpus through the browser’s sanitiser', () => {
  test.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, { input, output }) => {
    expect(parsed(sanitizeRichText(input))).toBe(parsed(output));
  });
});
