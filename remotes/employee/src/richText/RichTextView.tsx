import 'react-quill-new/dist/quill.snow.css';
import './richText.css';
import { sanitizeRichText } from './sanitizeRichText';

/**
 * A rich-text task body, read-only (lazy chunk: it brings Quill's stylesheet, for headings, lists,
 * indents and code blocks, but not the editor). Sanitised right before it is shown.
 */
export default function RichTextView({ html }: { html: string }) {
  return (
    <div className="ql-snow tt-rich-view">
      <div className="ql-editor" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
    </div>
  );
}
