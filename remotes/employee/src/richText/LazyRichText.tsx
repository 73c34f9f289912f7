import { hasRichTextBody } from '@app/shared';
import { TextBlock } from '../text/TextBlock';
import { componentOnDemand } from '@app/shared/areas';
import type { RichTextEditorProps } from './RichTextEditor';

// Quill with its stylesheet, and the sanitised read-only view with Quill's stylesheet, are separate
// chunks, fetched the first time an editor or a rich body is shown.
const RichTextEditor = componentOnDemand('editor', () =>
  import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor').then((m) => m.default),
);
const RichTextView = componentOnDemand('task body', () =>
  import(/* webpackChunkName: "rich-text-view" */ './RichTextView').then((m) => m.default),
);

/** The rich-text editor of the task form, loaded on first use. */
export function RichTextField(props: RichTextEditorProps) {
  return <RichTextEditor {...props} />;
}

/**
 * A task body: plain text (links and list markers recognised) for tasks created before
 * 2025-02-23, read-only rich text after.
 */
export function TaskBody({ body, createdAt }: { body: string; createdAt: string | null | undefined }) {
  if (!hasRichTextBody(createdAt)) return <TextBlock text={body} />;
  return <RichTextView html={body} />;
}
