import { Quill } from 'react-quill-new';
import { RICH_TEXT_POLICY } from '@app/contract/rich-text-policy';
import { MESSAGES, notify } from '@app/shared';
import { EMBEDDABLE_IMAGE_URL, IMAGE_MAX_BYTES, IMAGE_TYPES } from './imageRules';

/**
 * Quill's configuration for task bodies, loaded only with the editor chunk.
 * Formats are registered once, globally, when this module is first evaluated.
 */

// Quill's own classes, typed only as far as they are used here
type BlotClass = new (...args: unknown[]) => object;
type UploaderThis = { quill: Quill };
type UploadHandler = (this: UploaderThis, range: unknown, files: File[]) => void;

type LinkClass = (new (...args: unknown[]) => { format(name: string, value: unknown): void }) & {
  blotName: string;
  formats(node: HTMLElement): string | null;
};

const Link = Quill.import('formats/link') as LinkClass;
const Image = Quill.import('formats/image') as BlotClass;
const Uploader = Quill.import('modules/uploader') as { DEFAULTS: { handler: UploadHandler } };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const BARE_EMAIL = /^[^\s/@:]+@[^\s/@]+\.[^\s/@]+$/;

/**
 * The address a link is saved with: http, https, mailto and tel only (Quill also allows
 * sms). An address typed without a scheme ('www.example.com', 'example.com/page') gets
 * 'https://' (a bare email 'mailto:'), so it leads somewhere; a refused scheme ('javascript:') is
 * dropped and the user is told, instead of a link vanishing silently.
 */
export function linkAddress(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  if (RICH_TEXT_POLICY.link.url.test(value)) return value;
  if (SCHEME.test(value)) return null;
  if (value.startsWith('//')) return `https:${value}`;
  if (BARE_EMAIL.test(value)) return `mailto:${value}`;
  return `https://${value.replace(/^\/+/, '')}`;
}

class SafeLink extends Link {
  static PROTOCOL_WHITELIST = [...RICH_TEXT_POLICY.link.schemes];
  static SANITIZED_URL = 'about:blank';
  static sanitize(url: string): string {
    const address = linkAddress(url);
    if (address === null && url.trim() && url !== SafeLink.SANITIZED_URL)
      notify({ ...MESSAGES.linkRefused, mode: 'error' });
    return address ?? SafeLink.SANITIZED_URL;
  }

  /**
   * An anchor whose address was refused is no link: it has no link format, so Quill unwraps it
   * and the text stays exactly as it was (typed in the link box, pasted or loaded alike).
   */
  static formats(node: HTMLElement): string | null {
    const href = node.getAttribute('href');
    return href === SafeLink.SANITIZED_URL ? null : href;
  }

  /** A refused address given to an existing link leaves that link as it was (the user is told). */
  format(name: string, value: unknown): void {
    if (
      name === SafeLink.blotName &&
      typeof value === 'string' &&
      SafeLink.sanitize(value) === SafeLink.SANITIZED_URL
    )
      return;
    super.format(name, value);
  }
}

/** Images only from http, https or embedded image data. */
class SafeImage extends Image {
  static sanitize(url: string): string {
    return EMBEDDABLE_IMAGE_URL.test(url.trim()) ? url : '//:0';
  }
}

Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage }, true);

export const EDITOR_FORMATS = [
  'font',
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'script',
  'list',
  'indent',
  'link',
  'image',
  'code-block',
];

const TOOLBAR = [
  [{ font: [] }, { header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'code-block'],
  ['clean'],
];

/**
 * The editor's modules. `onImageRejected` is told when a chosen image is larger than the limit;
 * accepted images are read locally and embedded as data (Quill's own uploader).
 */
export function editorModules(onImageRejected: (file: File) => void) {
  const embed = Uploader.DEFAULTS.handler;
  const handler: UploadHandler = function (range, files) {
    const accepted = files.filter((file) => file.size <= IMAGE_MAX_BYTES);
    files.filter((file) => !accepted.includes(file)).forEach(onImageRejected);
    if (accepted.length) embed.call(this, range, accepted);
  };
  return {
    toolbar: TOOLBAR,
    history: { delay: 1000, maxStack: 100, userOnly: true },
    uploader: { mimetypes: [...IMAGE_TYPES], handler },
    keyboard: {
      // Tab always moves the focus on (no keyboard trap); indentation is on the toolbar and on
      // Ctrl/Cmd+] and Ctrl/Cmd+[.
      bindings: {
        tab: { key: 'Tab', handler: () => true },
        'remove tab': null,
        'indent code-block': null,
        'outdent code-block': null,
        indent: { key: ']', shortKey: true, handler: indentBy('+1') },
        outdent: { key: '[', shortKey: true, handler: indentBy('-1') },
      },
    },
  };
}

function indentBy(step: '+1' | '-1') {
  return function (this: { quill: Quill }) {
    this.quill.format('indent', step, 'user');
    return false;
  };
}

const BUTTON_LABELS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  'script:sub': 'Subscript',
  'script:super': 'Superscript',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  'indent:-1': 'Decrease indent',
  'indent:+1': 'Increase indent',
  link: 'Link',
  image: 'Insert image',
  'code-block': 'Code block',
  clean: 'Clear formatting',
};

const PICKER_LABELS: Record<string, string> = {
  font: 'Font',
  header: 'Heading',
  color: 'Text colour',
  background: 'Background colour',
};

const FONT_NAMES: Record<string, string> = { serif: 'Serif', monospace: 'Monospace', '': 'Sans serif' };

function formatOf(element: Element): string {
  const name = [...element.classList].find(
    (c) => c.startsWith('ql-') && c !== 'ql-picker' && c !== 'ql-active',
  );
  return name ? name.slice(3) : '';
}

function pickerItemLabel(format: string, value: string): string {
  if (format === 'header') return value ? `Heading ${value}` : 'Normal text';
  if (format === 'font') return FONT_NAMES[value] ?? value;
  return value || 'Default';
}

/**
 * Gives the editor an accessible name and every toolbar control a readable label (Quill's
 * are format names such as 'list: ordered', and its pickers and colour swatches have none).
 */
export function labelEditor(quill: Quill, labelId: string): void {
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', labelId);
  const toolbar = quill.getModule('toolbar') as { container?: HTMLElement } | undefined;
  const container = toolbar?.container;
  if (container) {
    container.setAttribute('aria-label', 'Formatting');
    container.querySelectorAll('button').forEach((button) => {
      const format = formatOf(button);
      const value = button.getAttribute('value');
      const label = BUTTON_LABELS[value ? `${format}:${value}` : format];
      if (label) button.setAttribute('aria-label', label);
    });
    container.querySelectorAll('.ql-picker').forEach((picker) => {
      const format = formatOf(picker);
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', PICKER_LABELS[format] ?? format);
      picker.querySelectorAll('.ql-picker-item').forEach((item) => {
        item.setAttribute('aria-label', pickerItemLabel(format, item.getAttribute('data-value') ?? ''));
      });
    });
  }
  const linkInput = root.parentElement?.querySelector('.ql-tooltip input[type="text"]');
  linkInput?.setAttribute('aria-label', 'Link address');
}
