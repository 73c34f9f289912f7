import createDOMPurify from 'dompurify';
import { EMBEDDABLE_IMAGE_URL } from './imageRules';

/**
 * The one place a rich-text task body is made safe to display (the server sanitises too, but the
 * client never trusts what is stored). A strict allow-list of the tags, classes and styles the
 * editor produces; links only to http, https, mailto and tel; images only from http, https or
 * embedded image data; every link opens in a new tab with rel="noopener noreferrer", whatever rel
 * it had. Scripts, event handlers, `javascript:` URLs, forms, frames and styles beyond text
 * colours never survive.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'a',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ol',
  'ul',
  'li',
  'pre',
  'code',
  'blockquote',
  'div',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'class',
  'style',
  'data-list',
];

const LINK_URL = /^(?:https?:|mailto:|tel:)/i;
/** Quill's own classes (fonts, indents, sizes, lists, code blocks, alignment). */
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
const LIST_KINDS = new Set(['ordered', 'bullet', 'checked', 'unchecked']);
/** Colour and background colour, as the editor writes them: names, hex or rgb(). */
const COLOUR_DECLARATION =
  /^\s*(color|background-color)\s*:\s*(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})\s*$/i;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  // a private instance, so these hooks never touch another user of DOMPurify
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    const value = data.attrValue.trim();
    if (name === 'href') data.keepAttr = node.nodeName === 'A' && LINK_URL.test(value);
    else if (name === 'src') data.keepAttr = node.nodeName === 'IMG' && EMBEDDABLE_IMAGE_URL.test(value);
    else if (name === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((c) => QUILL_CLASS.test(c))
        .join(' ');
      data.keepAttr = data.attrValue.length > 0;
    } else if (name === 'style') {
      data.attrValue = value
        .split(';')
        .filter((d) => COLOUR_DECLARATION.test(d))
        .map((d) => d.trim())
        .join('; ');
      data.keepAttr = data.attrValue.length > 0;
    } else if (name === 'data-list') data.keepAttr = LIST_KINDS.has(value);
    // only links carry rel and target, and only the ones set below (never `opener`)
    else if (name === 'rel' || name === 'target') data.keepAttr = node.nodeName === 'A';
    // the URLs above are checked here; DOMPurify's own URI check must not widen them
    if (name === 'href' || name === 'src') data.forceKeepAttr = data.keepAttr;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purifier = purify;
  return purify;
}

/** The safe HTML of a stored rich-text body. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
