/**
 * The rich-text sanitiser, run in worker threads (see ./index.ts) so a large body never blocks
 * the server's event loop. Plain CommonJS so the worker loads under tsx, ts-jest and node alike.
 *
 * HTML keeps what Quill 2 produces and nothing that can run script: no <script>, no on* handlers,
 * links only http(s)/mailto/tel, images only http(s) or data:image/*. Markup nested deeper than
 * `maxDepth` is refused first, in one linear pass that stops at the first element too deep:
 * sanitising deep nesting costs depth times size; below the limit it is linear in the size.
 */
'use strict';
const { Parser } = require('htmlparser2');
const sanitizeHtml = require('sanitize-html');

const LINK = /^(https?:|mailto:|tel:)/i;
const IMAGE = /^(https?:|data:image\/[a-z0-9.+-]+[;,])/i;
const QUILL_CLASS = [/^ql-[a-z0-9-]+$/];
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const FONT = [/^[a-z0-9 ,"'-]{1,100}$/i];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT_BLOCKS = ['p', 'li', 'span', 'blockquote', ...HEADINGS];

/** `attribs` with `name` trimmed, or removed when it does not match `allowed` (attribute order kept). */
function keepUrl(attribs, name, allowed) {
  const kept = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (allowed.test(value.trim())) kept[key] = value.trim();
  }
  return kept;
}

/** @type {import('sanitize-html').IOptions} */
const options = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    ...HEADINGS,
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'pre',
    'code',
    'span',
    'div',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    li: ['data-list', 'class', 'style'],
    pre: ['class', 'data-language'],
    div: ['class', 'data-language'],
    code: ['class'],
    ...Object.fromEntries(TEXT_BLOCKS.filter((t) => t !== 'li').map((t) => [t, ['class', 'style']])),
  },
  allowedClasses: { '*': QUILL_CLASS },
  allowedStyles: { '*': { color: COLOR, 'background-color': COLOR, 'font-family': FONT } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Relative or unknown-scheme URLs are dropped too; Quill itself never produces them.
    a: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'href', LINK) }),
    img: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'src', IMAGE) }),
    // Only Quill's code-block containers survive as <div>; any other div becomes a paragraph.
    div: (tagName, attribs) =>
      /\bql-code-block(-container)?\b/.test(attribs.class || '')
        ? { tagName, attribs }
        : { tagName: 'p', attribs: {} },
  },
  // An image without an acceptable source is removed entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

class TooDeep extends Error {}

/** true when `html` nests elements more than `maxDepth` levels deep (stops at the first). */
function tooDeep(html, maxDepth) {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > maxDepth) throw new TooDeep();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  try {
    parser.end(html);
    return false;
  } catch (error) {
    if (error instanceof TooDeep) return true;
    throw error;
  }
}

/** @param {{ html: string, maxDepth: number }} task @returns {{ html: string } | { tooDeep: true }} */
module.exports = function sanitize({ html, maxDepth }) {
  if (tooDeep(html, maxDepth)) return { tooDeep: true };
  return { html: sanitizeHtml(html, options).trim() };
};
