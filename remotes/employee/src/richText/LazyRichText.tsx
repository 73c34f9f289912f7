import { TextBlock, hasRichTextBody, lazyWithRetry } from '@app/shared';
import { OnDemand } from '@app/shared/areas';
import type { RichTextEditorProps } from './RichTextEditor';

// Quill with its stylesheet, and the sanitised read-only view with Quill's stylesheet, are separate
// chunks, fetched the first time an editor or a rich body is shown.
const editorChunk = lazyWithRetry(
  () => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'),
);
const viewChunk = lazyWithRetry(() => import(/* webpackChunkName: "rich-text-view" */ './RichTextView'));

/** The rich-text editor of the task form, loaded on first use. */
export function RichTextField(props: RichTextEditorProps) {
  return <OnDemand chunk={editorChunk} what="editor" props={props} />;
}

/**
 * A task body: plain text (links and list markers recognised) for tasks created before
 * 2025-02-23, read-only rich text after (spec section 2).
 */
export function TaskBody({ body, createdAt }: { body: string; createdAt: string | null | undefined }) {
  if (!hasRichTextBody(createdAt)) return <TextBlock text={body} />;
  return <OnDemand chunk={viewChunk} what="task body" props={{ html: body }} />;
}
