import 'react-quill-new/dist/quill.snow.css';
import './richText.css';
import { useEffect, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import { MESSAGES, notify } from '@app/shared';
import { EDITOR_FORMATS, editorModules, labelEditor } from './quillSetup';

export interface RichTextEditorProps {
  /** The id of the visible label that names the editor. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * The task body editor (lazy chunk: Quill, its configuration and its stylesheet load only with
 * it). The value is Quill's own HTML (not its "semantic" export, which turns every space into a
 * non-breaking one); it is sanitised again wherever it is displayed.
 */
/** An open toolbar dropdown (font, header, colour…) or the link box being edited. */
const OPEN_DROPDOWN = '.ql-expanded, .ql-tooltip.ql-editing:not(.ql-hidden)';

export default function RichTextEditor({ labelId, value, onChange }: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  const dropdownWasOpen = useRef(false);
  // ReactQuill rebuilds the editor when `modules` changes identity: create them once
  const modules = useMemo(
    () => editorModules(() => notify({ ...MESSAGES.imageTooLarge, mode: 'error' })),
    [],
  );

  useEffect(() => {
    const editor = quillRef.current?.getEditor();
    if (editor) labelEditor(editor, labelId);
  }, [labelId]);

  return (
    <div
      className="tt-rich-editor"
      // Escape with a dropdown open closes only the dropdown, never the dialog around the editor:
      // seen on the way down (before Quill closes it), stopped on the way up (before the dialog)
      onKeyDownCapture={(event) => {
        dropdownWasOpen.current =
          event.key === 'Escape' && !!event.currentTarget.querySelector(OPEN_DROPDOWN);
      }}
      onKeyDown={(event) => {
        if (!dropdownWasOpen.current) return;
        dropdownWasOpen.current = false;
        event.stopPropagation();
        event.currentTarget.querySelectorAll('.ql-expanded').forEach((picker) => {
          picker.classList.remove('ql-expanded');
          picker.querySelector('.ql-picker-label')?.setAttribute('aria-expanded', 'false');
        });
      }}
    >
      <ReactQuill
        ref={quillRef}
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={modules}
        formats={EDITOR_FORMATS}
        useSemanticHTML={false}
      />
    </div>
  );
}
