/** The sanitiser alone: what Quill 2 produces survives, nothing executable does. */
import { MAX_BODY_DEPTH, closeSanitizer, sanitizeBody } from '../src/kernel/sanitize/index';

afterAll(() => closeSanitizer());

describe('sanitizeBody', () => {
  test.each([
    ['<img src=x onerror=alert(1)>', ''],
    [
      '<p>a<img src="https://x.example/a.png" onload="alert(1)"></p>',
      '<p>a<img src="https://x.example/a.png" /></p>',
    ],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover="x">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox">x</a>', '<a>x</a>'],
    ['<a href="/relative">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    // embedded images only of the types the editor embeds (an SVG is a document of its own)
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    [
      '<p style="color: red; position: fixed; background-image: url(javascript:alert(1))">x</p>',
      '<p style="color:red">x</p>',
    ],
    ['<form action="https://evil.example"><input name="q"></form>', ''],
    // styles: only color and background-color (Quill writes fonts as classes), each value matched whole
    ['<span style="COLOR: red; color : blue ;">x</span>', '<span style="color:blue">x</span>'],
    ['<span style="color: red !important; color: expression(alert(1))">x</span>', '<span>x</span>'],
    [
      '<span style="__proto__: red; constructor: red; color: #abc">x</span>',
      '<span style="color:#abc">x</span>',
    ],
    ['<span style="font-family: &quot;a;b&quot;; color: red">x</span>', '<span style="color:red">x</span>'],
    [
      '<span style="font-family: &quot;Open Sans&quot;, serif; background-color: url(x)">x</span>',
      '<span>x</span>',
    ],
    [
      '<span style="color: /**/red">x</span><a style="color:red" href="https://a.example">a</a>',
      // Quill colours link text with a style on the <a>
      '<span>x</span><a style="color:red" href="https://a.example">a</a>',
    ],
  ])('%s', async (input, expected) => {
    expect(await sanitizeBody(input)).toBe(expected);
  });

  test('keeps what Quill 2 produces', async () => {
    const quill = [
      '<h1>Title</h1><h3 class="ql-align-center">Sub</h3>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub> <sup>3</sup></p>',
      '<p><span style="color:rgb(230, 0, 0);background-color:rgb(255, 255, 0)">c</span> <span class="ql-font-serif">f</span> <span class="ql-font-monospace">m</span></p>',
      '<ol><li data-list="ordered">one</li><li data-list="bullet" class="ql-indent-1">two</li></ol>',
      '<ul><li>plain</li></ul>',
      '<blockquote>quote</blockquote>',
      '<pre class="ql-syntax">const x = 1;</pre>',
      '<div class="ql-code-block-container"><div class="ql-code-block" data-language="plain">code</div></div>',
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">web</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+15550100">tel</a></p>',
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" /><img src="https://example.com/a.png" /><br /></p>',
    ].join('');
    expect(await sanitizeBody(quill)).toBe(quill);
  });

  test.each([
    [
      '<a href="https://a.example" rel="opener" target="_blank">a</a>',
      '<a href="https://a.example" rel="noopener noreferrer" target="_blank">a</a>',
    ],
    [
      '<a href="https://a.example" target="_BLANK">a</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="https://a.example" rel="opener">a</a>', '<a href="https://a.example">a</a>'],
    ['<a href="https://a.example" rel="noopener" target="_self">a</a>', '<a href="https://a.example">a</a>'],
    ['<a href="https://a.example" target="victim" rel="opener">a</a>', '<a href="https://a.example">a</a>'],
    ['<a href="javascript:x()" rel="opener" target="_blank">a</a>', '<a>a</a>'],
    ['<p rel="opener" target="_blank">p</p>', '<p>p</p>'],
  ])(
    'a link keeps no rel but noopener noreferrer, set when it opens a new tab: %s',
    async (input, expected) => {
      expect(await sanitizeBody(input)).toBe(expected);
    },
  );

  test('a style repeated through a body, or past its thousandth different one, is cleaned as it is alone', async () => {
    // each span's style: an allowed colour of its own, then one the policy refuses
    const styles = Array.from(
      { length: 1200 },
      (_, i) => `color: #${i.toString(16).padStart(3, '0')}; position: fixed${i % 2 ? '; color: red' : ''}`,
    );
    const spans = styles.map((style, i) => `<span style="${style}">${i}</span>`);
    const alone = await Promise.all(spans.map((span) => sanitizeBody(`<p>${span}</p>`)));
    const inner = (html: string) => html.slice('<p>'.length, -'</p>'.length);
    expect(alone[1]).toBe('<p><span style="color:#001;color:red">1</span></p>');
    // the same styles again, in one body, after the first 1200 and repeated
    const body = `<p>${[...spans, ...spans.slice(0, 50), ...spans.slice(1150)].join('')}</p>`;
    const expected = [...alone, ...alone.slice(0, 50), ...alone.slice(1150)].map(inner).join('');
    expect(await sanitizeBody(body)).toBe(`<p>${expected}</p>`);
  });

  test('plain text without tags is stored as it is', async () => {
    for (const text of [
      'Prepared the report.\n- numbers\n- summary',
      'a < b && c > d',
      'Visit https://example.com/?a=1&b=2',
    ]) {
      expect(await sanitizeBody(text)).toBe(text);
    }
  });

  test('foreign classes are dropped, other divs become paragraphs', async () => {
    expect(await sanitizeBody('<p class="ql-indent-2 evil">x</p>')).toBe('<p class="ql-indent-2">x</p>');
    expect(await sanitizeBody('<div class="wrapper">x</div>')).toBe('<p>x</p>');
  });

  test('markup nested deeper than the limit is refused as a 400 naming body; up to the limit it is kept', async () => {
    const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;
    expect(await sanitizeBody(nested(MAX_BODY_DEPTH))).toBe(nested(MAX_BODY_DEPTH));
    await expect(sanitizeBody(nested(MAX_BODY_DEPTH + 1))).rejects.toMatchObject({
      status: 400,
      body: { field: 'body' },
    });
    // unclosed tags nest too
    await expect(sanitizeBody('<i>'.repeat(100_000))).rejects.toMatchObject({
      status: 400,
      body: { field: 'body' },
    });
  });
});
