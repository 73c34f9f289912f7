/**
 * The rich-text editor is Quill (tested on its own, RichTextEditor.test.tsx); the page tests type
 * into a plain text box that stands in for it:
 * `jest.mock('../src/richText/LazyRichText', () => jest.requireActual('./plainEditor').withPlainEditor());`
 */
function PlainEditor({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <textarea aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  );
}

/** The rich-text module with the plain text box in place of the editor. */
export const withPlainEditor = () => ({
  ...jest.requireActual('../src/richText/LazyRichText'),
  RichTextField: PlainEditor,
});
