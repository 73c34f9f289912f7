/**
 * What a rich-text task body may hold, stated once: the server's sanitiser (mock-server, on the
 * way in) and the browser's (the employee remote, right before display) are both configured from
 * this data and keep no list of their own. It is what Quill 2 (the editor) produces and nothing
 * that can run script. Reasons for each choice: docs/decisions/0002-rich-text-policy.md.
 *
 * Plain CommonJS (typed by richTextPolicy.d.cts) so the server's worker threads `require` it
 * without a TypeScript loader. Patterns are matched against a whole, trimmed value.
 */
'use strict';

/** A colour as the editor writes it: a name, hex or rgb()/rgba(). */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

/** The image types the editor embeds (a chosen file is read locally as a data: URL). */
const IMAGE_DATA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const deepFreeze = (value) => {
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

const RICH_TEXT_POLICY = deepFreeze({
  /** Elements kept. Any other element is removed and its content kept (unless listed below). */
  tags: [
    'p',
    'br',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'div',
    'a',
    'img',
  ],
  /** Elements removed together with everything inside them: raw text, hidden or foreign content. */
  droppedWithContent: [
    'script',
    'style',
    'template',
    'title',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'plaintext',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  /** Attributes any kept element may carry (class and style are filtered, see below). */
  globalAttributes: ['class', 'style'],
  /** Further attributes, per element. */
  attributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    pre: ['data-language'],
    div: ['data-language'],
  },
  /** Attributes kept only when their whole value matches (URLs, rel and target are ruled below). */
  attributeValues: {
    'data-list': /^(?:ordered|bullet|checked|unchecked)$/,
    'data-language': /^[a-z0-9+#-]{1,30}$/i,
    width: /^[0-9]{1,4}$/,
    height: /^[0-9]{1,4}$/,
  },
  /** The classes kept (Quill's own: fonts, sizes, indents, alignment, code blocks); others dropped. */
  classPattern: /^ql-[a-z0-9-]+$/,
  /**
   * Style declarations kept, each property with the values it may take (any one pattern). No value
   * may hold ';', a quote, a comment, a backslash or a function other than rgb(): both sanitisers
   * split a style attribute on ';'.
   */
  styles: { color: COLOUR, 'background-color': COLOUR },
  /**
   * A link's href: one of these schemes (nothing relative). It keeps `target` only as `_blank`
   * (sent in any case) and only with an href, and then gets rel="noopener noreferrer"; any rel
   * sent is dropped.
   */
  link: {
    schemes: ['http', 'https', 'mailto', 'tel'],
    url: /^(?:https?:|mailto:|tel:)/i,
    target: '_blank',
    rel: 'noopener noreferrer',
  },
  /** An image's src: an http(s) address or embedded data of one of `dataTypes`; else no image. */
  image: {
    schemes: ['http', 'https', 'data'],
    dataTypes: IMAGE_DATA_TYPES,
    url: new RegExp(`^(?:https?://|data:(?:${IMAGE_DATA_TYPES.join('|')});base64,)`, 'i'),
  },
  /**
   * A <div> is kept only as Quill's code block or its container (a class matching this); any other
   * <div> becomes a <p> without attributes.
   */
  codeBlockClass: /^ql-code-block(?:-container)?$/,
  /**
   * The class of the editor's own interface (Quill 2 writes an empty <span class="ql-ui"> into each
   * list item, which its styles draw the list's markers on): kept, but no content. Two bodies that
   * differ only by it are the same body (a save that did not change it changes nothing).
   */
  editorOnlyClass: 'ql-ui',
});

module.exports = { RICH_TEXT_POLICY };
