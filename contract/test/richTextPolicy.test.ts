import { RICH_TEXT_POLICY as POLICY } from '../src/richTextPolicy.cjs';
import corpus from './richTextCorpus.json';

const patterns = (): RegExp[] => [
  ...Object.values(POLICY.attributeValues),
  ...Object.values(POLICY.styles).flat(),
  POLICY.classPattern,
  POLICY.link.url,
  POLICY.image.url,
  POLICY.codeBlockClass,
];

describe('RICH_TEXT_POLICY', () => {
  test('cannot be changed by either sanitiser', () => {
    const frozen = (value: unknown): boolean =>
      value instanceof RegExp ||
      typeof value !== 'object' ||
      value === null ||
      (Object.isFrozen(value) && Object.values(value).every(frozen));
    expect(frozen(POLICY)).toBe(true);
  });

  test('no pattern keeps state between calls (no g or y flag)', () => {
    for (const pattern of patterns()) expect(pattern.flags).not.toMatch(/[gy]/);
  });

  test('no style value can hold what would break the split on ";" or reach a URL or script', () => {
    const hostile = [
      'red;background:url(x)',
      'red"',
      "'red'",
      '/**/red',
      'r\\65 d',
      'url(x)',
      'expression(alert(1))',
      'red !important',
      'var(--x)',
      'red}',
    ];
    for (const values of Object.values(POLICY.styles))
      for (const value of hostile) expect(values.some((p) => p.test(value))).toBe(false);
  });

  test('a value pattern is given only for an attribute some element may carry', () => {
    const carried = new Set([...POLICY.globalAttributes, ...Object.values(POLICY.attributes).flat()]);
    for (const name of Object.keys(POLICY.attributeValues)) expect(carried).toContain(name);
  });

  test('images: the types the editor embeds and http(s) addresses, no SVG, nothing relative', () => {
    for (const type of POLICY.image.dataTypes)
      expect(POLICY.image.url.test(`data:${type};base64,AAAA`)).toBe(true);
    for (const url of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHA+',
      '//x.test/a.png',
      '/a.png',
    ])
      expect(POLICY.image.url.test(url)).toBe(false);
    expect(POLICY.image.url.test('https://x.test/a.png')).toBe(true);
  });
});

describe('the rich-text corpus both sanitisers answer', () => {
  test('has one case per name, each an input and the output stored', () => {
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
    for (const c of corpus) expect(typeof c.input === 'string' && typeof c.output === 'string').toBe(true);
  });
});
