/**
 * Task and draft bodies are cleaned on the way in. HTML keeps what Quill 2 produces and nothing
 * that can run script: no <script>, no on* handlers, links only http(s)/mailto/tel, images only
 * http(s) or data:image/*. Bodies without any tag (the plain-text tasks of before 2025-02-23, or
 * text from another client) are stored as they are: without a tag nothing in them can execute.
 */
import sanitizeHtml from 'sanitize-html';

const LINK = /^(https?:|mailto:|tel:)/i;
const IMAGE = /^(https?:|data:image\/[a-z0-9.+-]+[;,])/i;
const QUILL_CLASS = [/^ql-[a-z0-9-]+$/];
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const FONT = [/^[a-z0-9 ,"'-]{1,100}$/i];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT_BLOCKS = ['p', 'li', 'span', 'blockquote', ...HEADINGS];

/** `attribs` with `name` trimmed, or removed when it does not match `allowed` (attribute order kept). */
function keepUrl(attribs: sanitizeHtml.Attributes, name: string, allowed: RegExp): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (allowed.test(value.trim())) kept[key] = value.trim();
  }
  return kept;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', ...HEADINGS,
    'ol', 'ul', 'li', 'a', 'img', 'pre', 'code', 'span', 'div', 'blockquote',
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
      /\bql-code-block(-container)?\b/.test(attribs.class ?? '') ? { tagName, attribs } : { tagName: 'p', attribs: {} },
  },
  // An image without an acceptable source is removed entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const looksLikeHtml = (text: string): boolean => /<\/?[a-z!?]/i.test(text);

export function sanitizeBody(body: string): string {
  return looksLikeHtml(body) ? sanitizeHtml(body, options).trim() : body;
}
