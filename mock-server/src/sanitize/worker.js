/**
 * The rich-text sanitiser, run in worker threads (see ./index.ts) so a large body never blocks
 * the server's event loop. Plain CommonJS so the worker loads under tsx, ts-jest and node alike.
 *
 * HTML keeps what Quill 2 produces and nothing that can run script: no <script>, no on* handlers,
 * links only http(s)/mailto/tel (never rel="opener": see linkAttributes), images only http(s) or
 * data:image/*. Markup nested deeper than `maxDepth` is refused: the sanitiser stops at the first
 * element too deep (sanitising deep nesting costs depth times size; below the limit it is linear
 * in the size).
 */
'use strict';
const sanitizeHtml = require('sanitize-html');

const LINK = /^(https?:|mailto:|tel:)/i;
const IMAGE = /^(https?:|data:image\/[a-z0-9.+-]+[;,])/i;
const QUILL_CLASS = [/^ql-[a-z0-9-]+$/];
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const FONT = [/^[a-z0-9 ,"'-]{1,100}$/i];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT_BLOCKS = ['p', 'li', 'span', 'blockquote', ...HEADINGS];

/** Style properties kept, each with the values it may take (any one pattern, matched whole). */
const STYLES = new Map([
  ['color', COLOR],
  ['background-color', COLOR],
  ['font-family', FONT],
]);
const QUOTES = /["']/;
const count = (text, character) => text.split(character).length - 1;
const balancedQuotes = (value) =>
  !QUOTES.test(value) || (count(value, '"') % 2 === 0 && count(value, "'") % 2 === 0);

/**
 * The declarations of a style attribute that STYLES allows, as `prop:value` joined by ';' (empty
 * when none is). A split on ';' is enough: no allowed value may hold a ';' (a quoted one is cut and
 * its pieces fail), nor a comment, escape, url() or !important. Written here instead of
 * sanitize-html's `allowedStyles`, which runs PostCSS on every style attribute: 95,000 of them (a
 * 5 MiB body of styled spans) took 400-500 ms of the 850-1,150 ms of sanitising.
 */
function keepStyles(style) {
  const kept = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const patterns = STYLES.get(prop);
    if (patterns && balancedQuotes(value) && patterns.some((p) => p.test(value)))
      kept.push(`${prop}:${value}`);
  }
  return kept.join(';');
}

/** `attribs` with its style attribute down to the declarations STYLES allows (removed when none is). */
function withAllowedStyles(attribs) {
  if (attribs.style === undefined) return attribs;
  const { style, ...rest } = attribs;
  const kept = keepStyles(style);
  return kept ? { ...attribs, style: kept } : rest;
}

/** `attribs` with `name` trimmed, or removed when it does not match `allowed` (attribute order kept). */
function keepUrl(attribs, name, allowed) {
  const kept = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (allowed.test(value.trim())) kept[key] = value.trim();
  }
  return kept;
}

const NO_OPENER = 'noopener noreferrer';

/**
 * A link's attributes: href only if LINK allows it; target only as '_blank' on a link with an
 * href, and then always with rel="noopener noreferrer" (the page it opens gets no handle on ours);
 * any rel sent is dropped (no `opener`). Attribute order kept, so Quill's links come back as sent.
 */
function linkAttributes(attribs) {
  const kept = keepUrl(attribs, 'href', LINK);
  const newTab = kept.href !== undefined && kept.target?.trim().toLowerCase() === '_blank';
  const link = {};
  for (const [key, value] of Object.entries(kept)) {
    if (key === 'target' || key === 'rel') {
      if (newTab) link[key] = key === 'target' ? '_blank' : NO_OPENER;
    } else link[key] = value;
  }
  if (newTab) link.rel = NO_OPENER;
  return link;
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
  // style attributes are filtered by transformTags['*'] (keepStyles), not parsed by sanitize-html
  parseStyleAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // every tag without a transform of its own (the ones below keep no style attribute)
    '*': (tagName, attribs) => ({ tagName, attribs: withAllowedStyles(attribs) }),
    // Relative or unknown-scheme URLs are dropped too; Quill itself never produces them.
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
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

/** @param {{ html: string, maxDepth: number }} task @returns {{ html: string } | { tooDeep: true }} */
module.exports = function sanitize({ html, maxDepth }) {
  // the depth is counted as the sanitiser parses, which stops at the first element too deep
  let depth = 0;
  try {
    const clean = sanitizeHtml(html, {
      ...options,
      onOpenTag() {
        depth += 1;
        if (depth > maxDepth) throw new TooDeep();
      },
      onCloseTag() {
        depth -= 1;
      },
    });
    return { html: clean.trim() };
  } catch (error) {
    if (error instanceof TooDeep) return { tooDeep: true };
    throw error;
  }
};
