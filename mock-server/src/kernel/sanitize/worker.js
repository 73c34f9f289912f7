/**
 * The rich-text sanitiser, run in worker threads (see ./index.ts) so a large body never blocks
 * the server's event loop. Plain CommonJS so the worker loads under tsx, ts-jest and node alike.
 *
 * What a body may keep is the contract's RICH_TEXT_POLICY (the browser's sanitiser reads the same
 * data): what Quill 2 produces and nothing that can run script. Markup nested deeper than
 * `maxDepth` is refused: the sanitiser stops at the first element too deep (sanitising deep
 * nesting costs depth times size; below the limit it is linear in the size).
 */
'use strict';
const sanitizeHtml = require('sanitize-html');
const { RICH_TEXT_POLICY: POLICY } = require('@app/contract/rich-text-policy');

const STYLES = new Map(Object.entries(POLICY.styles));
const VALUES = new Map(Object.entries(POLICY.attributeValues));

/**
 * The declarations of a style attribute that the policy allows, as `prop:value` joined by ';'
 * (empty when none is). A split on ';' is enough: no allowed value may hold a ';', a quote, a
 * comment, an escape or url(). Written here instead of sanitize-html's `allowedStyles`, which runs
 * PostCSS on every style attribute: on a body of many styled spans, most of the sanitising's time.
 */
function keepStyles(style) {
  const kept = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const patterns = STYLES.get(prop);
    if (patterns && patterns.some((p) => p.test(value))) kept.push(`${prop}:${value}`);
  }
  return kept.join(';');
}

/**
 * keepStyles' answers for the body being cleaned, by style attribute: a body repeats a few styles
 * over and over (Quill writes one per formatted run), so each is worked out once a body. Emptied
 * for each body; at most KEPT_STYLES_MAX of them, so a body of all different styles holds no more.
 */
const KEPT_STYLES_MAX = 1000;
let keptStyles = new Map();

function keptStyleOf(style) {
  let kept = keptStyles.get(style);
  if (kept === undefined) {
    kept = keepStyles(style);
    if (keptStyles.size < KEPT_STYLES_MAX) keptStyles.set(style, kept);
  }
  return kept;
}

/**
 * `attribs` with every value trimmed, the style attribute down to the declarations the policy
 * allows (removed when none is) and the attributes whose values the policy limits removed when
 * their value does not match. Which attribute an element may carry at all is sanitize-html's
 * `allowedAttributes`; attribute order is kept.
 */
function allowedValues(attribs) {
  const kept = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (name === 'style') {
      const style = keptStyleOf(value);
      if (style) kept.style = style;
    } else if (!VALUES.has(name) || VALUES.get(name).test(value)) kept[name] = value;
  }
  return kept;
}

/** `attribs` with `name` removed when it does not match `allowed` (attribute order kept). */
function keepUrl(attribs, name, allowed) {
  const kept = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name || allowed.test(value.trim())) kept[key] = value;
  }
  return kept;
}

/**
 * A link's attributes: href only if the policy's link URL allows it; target only as '_blank' on a
 * link with an href, and then always with rel="noopener noreferrer" (the page it opens gets no
 * handle on ours); any rel sent is dropped (no `opener`). Attribute order kept, so Quill's links
 * come back as sent.
 */
function linkAttributes(attribs) {
  const { url, target, rel } = POLICY.link;
  const kept = keepUrl(attribs, 'href', url);
  const newTab = kept.href !== undefined && kept.target?.trim().toLowerCase() === target;
  const link = {};
  for (const [key, value] of Object.entries(kept)) {
    if (key === 'target' || key === 'rel') {
      if (newTab) link[key] = key === 'target' ? target : rel;
    } else link[key] = value;
  }
  if (newTab) link.rel = rel;
  return link;
}

const isCodeBlock = (attribs) =>
  (attribs.class || '').split(/\s+/).some((name) => POLICY.codeBlockClass.test(name));

/** @type {import('sanitize-html').IOptions} */
const options = {
  allowedTags: [...POLICY.tags],
  allowedAttributes: Object.fromEntries(
    POLICY.tags.map((tag) => [
      tag,
      [...POLICY.globalAttributes, ...(Object.hasOwn(POLICY.attributes, tag) ? POLICY.attributes[tag] : [])],
    ]),
  ),
  allowedClasses: { '*': [POLICY.classPattern] },
  // style attributes are filtered by transformTags['*'] (keepStyles), not parsed by sanitize-html
  parseStyleAttributes: false,
  allowedSchemes: [...POLICY.link.schemes],
  allowedSchemesByTag: { img: [...POLICY.image.schemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...POLICY.droppedWithContent],
  transformTags: {
    // every tag, after its own transform below
    '*': (tagName, attribs) => ({ tagName, attribs: allowedValues(attribs) }),
    // Relative or unknown-scheme URLs are dropped too; Quill itself never produces them.
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'src', POLICY.image.url) }),
    // Only Quill's code-block containers survive as <div>; any other div becomes a paragraph.
    div: (tagName, attribs) => (isCodeBlock(attribs) ? { tagName, attribs } : { tagName: 'p', attribs: {} }),
  },
  // An image without an acceptable source is removed entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

class TooDeep extends Error {}

/** @param {{ html: string, maxDepth: number }} task @returns {{ html: string } | { tooDeep: true }} */
module.exports = function sanitize({ html, maxDepth }) {
  // the depth is counted as the sanitiser parses, which stops at the first element too deep
  let depth = 0;
  keptStyles = new Map();
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
