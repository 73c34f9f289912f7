import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Quill } from 'react-quill-new';
import { alertAtom, appStore } from '@app/shared';
import RichTextEditor from '../src/richText/RichTextEditor';
import { IMAGE_MAX_BYTES } from '../src/richText/imageRules';

type QuillInstance = InstanceType<typeof Quill>;

function renderEditor(value = '') {
  const onChange = jest.fn();
  render(
    <>
      <span id="body-label">Body</span>
      <RichTextEditor labelId="body-label" value={value} onChange={onChange} />
    </>,
  );
  const container = document.querySelector('.ql-container') as HTMLElement;
  const quill = Quill.find(container) as QuillInstance;
  return { onChange, quill };
}

describe('the rich-text editor', () => {
  it('is a labelled text box with the full toolbar, every control named', () => {
    renderEditor();
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('contenteditable', 'true');
    const toolbar = within(screen.getByRole('toolbar', { name: 'Formatting' }));
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Subscript',
      'Superscript',
      'Numbered list',
      'Bulleted list',
      'Decrease indent',
      'Increase indent',
      'Link',
      'Insert image',
      'Code block',
      'Font',
      'Heading',
      'Text colour',
      'Background colour',
    ]) {
      expect(toolbar.getByRole('button', { name })).toBeInTheDocument();
    }
    const headingItems = [...document.querySelectorAll('.ql-header .ql-picker-item')].map((item) =>
      item.getAttribute('aria-label'),
    );
    expect(headingItems).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
      'Normal text',
    ]);
    const unnamed = [...document.querySelectorAll('.ql-toolbar [role="button"], .ql-toolbar button')].filter(
      (control) => !control.getAttribute('aria-label'),
    );
    expect(unnamed).toHaveLength(0);
  });

  it('groups undo steps within 1000 ms, keeps 100 and indents 1 to 8', () => {
    const { quill } = renderEditor();
    const history = quill.getModule('history') as { options: { delay: number; maxStack: number } };
    expect(history.options).toMatchObject({ delay: 1000, maxStack: 100 });
    const indent = Quill.import('formats/indent') as { whitelist: number[] };
    expect(indent.whitelist).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reports what is typed as HTML', async () => {
    const { quill, onChange } = renderEditor();
    act(() => {
      quill.insertText(0, 'Hello world', 'user');
      quill.formatText(0, 5, 'bold', true, 'user');
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<strong>Hello</strong> world')),
    );
  });

  it('keeps links to http, https, mailto and tel only', () => {
    const Link = Quill.import('formats/link') as { sanitize(url: string): string };
    expect(Link.sanitize('https://example.com')).toBe('https://example.com');
    expect(Link.sanitize('http://example.com')).toBe('http://example.com');
    expect(Link.sanitize('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(Link.sanitize('tel:+123')).toBe('tel:+123');
    expect(Link.sanitize('javascript:alert(1)')).toBe('about:blank');
    expect(Link.sanitize('sms:123')).toBe('about:blank');
    expect(Link.sanitize('ftp://example.com')).toBe('about:blank');
  });

  it("gives a scheme-less address 'https://' and tells the user when a link is refused", () => {
    const Link = Quill.import('formats/link') as { sanitize(url: string): string };
    expect(Link.sanitize('www.example.com')).toBe('https://www.example.com');
    expect(Link.sanitize('example.com/page')).toBe('https://example.com/page');
    expect(Link.sanitize('//example.com/x')).toBe('https://example.com/x');
    expect(Link.sanitize('someone@example.com')).toBe('mailto:someone@example.com');
    appStore.set(alertAtom, null);
    expect(Link.sanitize('javascript:alert(1)')).toBe('about:blank');
    expect(appStore.get(alertAtom)).toMatchObject({
      title: 'Link refused',
      body: 'Links may only use http, https, mailto or tel addresses',
      mode: 'error',
    });
  });

  it('a link typed as www.example.com is saved with its address', () => {
    const { quill, onChange } = renderEditor();
    act(() => {
      quill.setText('see the site');
      quill.formatText(4, 8, 'link', 'www.example.com', 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://www.example.com"'));
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/file'])(
    'a link refused in the link box (%s) leaves the selected text as it was, with no anchor',
    async (address) => {
      const { quill } = renderEditor();
      act(() => {
        quill.setText('see the site');
        quill.setSelection(4, 8, 'user');
      });
      const before = quill.root.innerHTML;
      appStore.set(alertAtom, null);
      const toolbar = within(screen.getByRole('toolbar', { name: 'Formatting' }));
      await userEvent.click(toolbar.getByRole('button', { name: 'Link' }));
      // the link box opens holding the selected text
      const linkBox = screen.getByRole('textbox', { name: 'Link address' });
      await userEvent.clear(linkBox);
      await userEvent.type(linkBox, `${address}{Enter}`);
      expect(appStore.get(alertAtom)).toMatchObject({ title: 'Link refused', mode: 'error' });
      expect(quill.root.querySelector('a')).toBeNull();
      expect(quill.root.innerHTML).toBe(before);
      expect(quill.getContents().ops).toEqual([{ insert: 'see the site\n' }]);
    },
  );

  it('a refused address typed over an existing link keeps the link as it was', () => {
    const { quill } = renderEditor();
    act(() => {
      quill.setText('see the site');
      quill.formatText(4, 8, 'link', 'https://example.com', 'user');
    });
    appStore.set(alertAtom, null);
    act(() => {
      quill.formatText(4, 8, 'link', 'javascript:alert(1)', 'user');
    });
    expect(appStore.get(alertAtom)).toMatchObject({ title: 'Link refused' });
    expect(quill.root.querySelectorAll('a')).toHaveLength(1);
    expect(quill.root.querySelector('a')).toHaveAttribute('href', 'https://example.com');
  });

  it('a pasted link with a refused address keeps its text and loses the link', () => {
    const { quill } = renderEditor();
    act(() => {
      quill.clipboard.dangerouslyPasteHTML('<p>see <a href="javascript:alert(1)">the site</a></p>', 'user');
    });
    expect(quill.root.querySelector('a')).toBeNull();
    expect(quill.getText()).toBe('see the site\n');
  });

  it('keeps images from http, https and embedded image data only', () => {
    const Image = Quill.import('formats/image') as { sanitize(url: string): string };
    expect(Image.sanitize('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(Image.sanitize('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(Image.sanitize('data:text/html;base64,PHA+')).toBe('//:0');
    expect(Image.sanitize('javascript:alert(1)')).toBe('//:0');
  });

  it('embeds a chosen image read locally, and refuses one over the size limit', async () => {
    const { quill, onChange } = renderEditor();
    const uploader = quill.getModule('uploader') as {
      upload(range: { index: number; length: number }, files: File[]): void;
    };
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    act(() => uploader.upload({ index: 0, length: 0 }, [big]));
    expect(appStore.get(alertAtom)).toMatchObject({ title: 'Image too large', mode: 'error' });

    const pixel = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    act(() =>
      uploader.upload({ index: 0, length: 0 }, [new File([pixel], 'pixel.png', { type: 'image/png' })]),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img src="data:image\/png;base64,/)),
    );
  });
});

describe('the editor inside a dialog', () => {
  it('Escape with a toolbar dropdown open closes only the dropdown, not the dialog', async () => {
    const { Modal } = jest.requireActual('@app/shared') as typeof import('@app/shared');
    const onClose = jest.fn();
    render(
      <Modal title="add task" onClose={onClose}>
        <span id="body-label">Body</span>
        <RichTextEditor labelId="body-label" value="" onChange={() => undefined} />
      </Modal>,
    );
    const heading = within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', {
      name: 'Heading',
    });
    await userEvent.click(heading);
    expect(heading.closest('.ql-picker')).toHaveClass('ql-expanded');
    await userEvent.keyboard('{Escape}');
    expect(heading.closest('.ql-picker')).not.toHaveClass('ql-expanded');
    expect(onClose).not.toHaveBeenCalled();
    // with no dropdown open, Escape closes the dialog as before
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
