import { sanitizeRichText } from '../src/richText/sanitizeRichText';

/** Parses the sanitised HTML so assertions look at the resulting DOM, not at string shapes. */
function dom(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeRichText(html);
  return box;
}

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const editorHtml =
      '<h2>Plan</h2><p class="ql-indent-2"><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> ' +
      '<span class="ql-font-serif" style="color: rgb(230, 0, 0); background-color: #ffff00;">c</span>' +
      '<sub>2</sub><sup>3</sup></p><ol><li data-list="bullet"><span class="ql-ui"></span>item</li></ol>' +
      '<div class="ql-code-block-container"><div class="ql-code-block">x = 1</div></div>' +
      '<p><a href="https://example.com/a" rel="noopener noreferrer" target="_blank">web</a> ' +
      '<a href="mailto:a@b.c" rel="noopener noreferrer" target="_blank">mail</a> ' +
      '<a href="tel:+123" rel="noopener noreferrer" target="_blank">tel</a></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo="><img src="https://example.com/i.png"></p>';
    const box = dom(editorHtml);
    expect(box.querySelector('h2')?.textContent).toBe('Plan');
    expect(box.querySelector('p')?.className).toBe('ql-indent-2');
    expect(box.querySelector('span.ql-font-serif')?.getAttribute('style')).toBe(
      'color: rgb(230, 0, 0); background-color: #ffff00',
    );
    expect(box.querySelector('li')?.getAttribute('data-list')).toBe('bullet');
    expect(box.querySelector('.ql-code-block')?.textContent).toBe('x = 1');
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'mailto:a@b.c',
      'tel:+123',
    ]);
    for (const a of box.querySelectorAll('a')) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(box.querySelectorAll('img')).toHaveLength(2);
    for (const tag of ['sub', 'sup', 'strong', 'em', 'u', 's']) expect(box.querySelector(tag)).not.toBeNull();
  });

  it.each([
    ['a script element', '<p>hi</p><script>window.__xss = 1</script>'],
    [
      'an event handler',
      '<img src="https://x.test/a.png" onerror="window.__xss = 1"><p onclick="x()">hi</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">hi</a><a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['an svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>hi'],
    [
      'an iframe and a form',
      '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input></form>hi',
    ],
    ['a style element', '<style>body{display:none}</style>hi'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">hi'],
    ['a data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">hi'],
  ])('removes %s', (_name, hostile) => {
    const html = sanitizeRichText(hostile);
    expect(html).not.toMatch(
      /<script|onerror|onclick|javascript:|vbscript:|<iframe|<form|<style|<object|<embed|<svg|<meta|data:text/i,
    );
  });

  it('limits links to http, https, mailto and tel, and images to http, https and image data', () => {
    const box = dom(
      '<a href="ftp://x.test/f">ftp</a><a href="sms:123">sms</a><a href="/relative">rel</a>' +
        '<img src="ftp://x.test/a.png"><img src="data:text/html;base64,PHA+"><img src="//x.test/a.png">',
    );
    for (const a of box.querySelectorAll('a')) {
      expect(a).not.toHaveAttribute('href');
      expect(a).not.toHaveAttribute('target');
    }
    expect(box.textContent).toBe('ftpsmsrel');
    expect(box.querySelectorAll('img')).toHaveLength(0);
  });

  it('drops classes and styles that are not the editor’s, and unknown list kinds', () => {
    const box = dom(
      '<p class="tt-modal ql-align-center" style="position: fixed; top: 0; color: red">x</p>' +
        '<ol><li data-list="evil" data-x="1">y</li></ol>',
    );
    const p = box.querySelector('p')!;
    expect(p.className).toBe('ql-align-center');
    expect(p.getAttribute('style')).toBe('color: red');
    expect(box.querySelector('li')!.attributes).toHaveLength(0);
  });

  it('keeps target only as _blank on a link, then with rel noopener noreferrer: never opener, never on other elements', () => {
    const box = dom(
      '<a href="https://x.test/a" rel="opener" target="_self">a</a>' +
        '<a href="https://x.test/b" rel="opener noreferrer">b</a><a rel="opener" target="_blank">c</a>' +
        '<a href="https://x.test/d" rel="opener" target="_BLANK">d</a>' +
        '<p rel="opener" target="_blank">p</p><span rel="opener">s</span>',
    );
    const [a, b, c, d] = box.querySelectorAll('a');
    for (const link of [a, b]) {
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    }
    expect(c.attributes).toHaveLength(0);
    expect(d).toHaveAttribute('target', '_blank');
    expect(d).toHaveAttribute('rel', 'noopener noreferrer');
    for (const other of box.querySelectorAll('p, span')) expect(other.attributes).toHaveLength(0);
    expect(box.innerHTML).not.toMatch(/\bopener/);
  });

  it('gives an empty string for an empty body', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});
