import createDOMPurify from 'dompurify';
import { RICH_TEXT_POLICY as POLICY } from '@app/contract/rich-text-policy';

/**
 * The one place a rich-text task body is made safe to display (the server sanitises too, but the
 * client never trusts what is stored). What is kept is the contract's RICH_TEXT_POLICY, the data
 * the server's sanitiser reads too: the tags, classes and styles the editor produces; links only
 * to http, https, mailto and tel, opening a new tab only with rel="noopener noreferrer"; images
 * only from http, https or embedded image data. Scripts, event handlers, `javascript:` URLs,
 * forms, frames and styles beyond text colours never survive.
 */

const ALLOWED_ATTR = [...new Set([...POLICY.globalAttributes, ...Object.values(POLICY.attributes).flat()])];
const STYLES = new Map(Object.entries(POLICY.styles));
const VALUES = new Map(Object.entries(POLICY.attributeValues));

/** Whether the policy lets element `tag` (lower case) carry attribute `name`. */
const carries = (tag: string, name: string) =>
  POLICY.globalAttributes.includes(name) ||
  (Object.hasOwn(POLICY.attributes, tag) && POLICY.attributes[tag].includes(name));

/** The declarations of a style attribute the policy allows, as `prop: value` joined by '; '. */
function keepStyles(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (STYLES.get(prop)?.some((pattern) => pattern.test(value))) kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

const isCodeBlock = (element: Element) => [...element.classList].some((c) => POLICY.codeBlockClass.test(c));

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  // a private instance, so these hooks never touch another user of DOMPurify
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    // DOMPurify passes the value trimmed and keeps what is set here
    const name = data.attrName;
    const value = data.attrValue;
    const tag = node.nodeName.toLowerCase();
    if (!carries(tag, name)) data.keepAttr = false;
    else if (name === 'href') data.keepAttr = POLICY.link.url.test(value);
    else if (name === 'src') data.keepAttr = POLICY.image.url.test(value);
    else if (name === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((c) => POLICY.classPattern.test(c))
        .join(' ');
      data.keepAttr = data.attrValue.length > 0;
    } else if (name === 'style') {
      data.attrValue = keepStyles(value);
      data.keepAttr = data.attrValue.length > 0;
    } else if (name === 'target') {
      // kept only as _blank (then with the rel set below); rel is always the one set below
      data.keepAttr = value.toLowerCase() === POLICY.link.target;
      data.attrValue = POLICY.link.target;
    } else if (name === 'rel') data.keepAttr = false;
    else if (VALUES.has(name)) data.keepAttr = VALUES.get(name)!.test(value);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href') && node.hasAttribute('target')) node.setAttribute('rel', POLICY.link.rel);
      else node.removeAttribute('target');
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purifier = purify;
  return purify;
}

/** The safe HTML of a stored rich-text body. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const body = instance().sanitize(html, {
    ALLOWED_TAGS: [...POLICY.tags],
    ALLOWED_ATTR,
    FORBID_CONTENTS: [...POLICY.droppedWithContent],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  // only Quill's code blocks stay <div>; any other div becomes a paragraph without attributes
  for (const div of body.querySelectorAll('div')) {
    if (isCodeBlock(div)) continue;
    const paragraph = document.createElement('p');
    paragraph.append(...div.childNodes);
    div.replaceWith(paragraph);
  }
  const box = document.createElement('div');
  box.append(body);
  return box.innerHTML;
}
