import { Suspense } from 'react';
import {
  Button,
  ErrorBoundary,
  Spinner,
  TextBlock,
  hasRichTextBody,
  lazyWithRetry,
  type RetryableLazy,
} from '@app/shared';
import type { RichTextEditorProps } from './RichTextEditor';

// Quill with its stylesheet, and the sanitised read-only view with Quill's stylesheet, are separate
// chunks, fetched the first time an editor or a rich body is shown.
const editorChunk = lazyWithRetry(
  () => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'),
);
const viewChunk = lazyWithRetry(() => import(/* webpackChunkName: "rich-text-view" */ './RichTextView'));

interface LazyChunkProps<P extends object> {
  chunk: RetryableLazy<P>;
  /** What is loading, for the loading and failure messages. */
  what: string;
  props: P;
}

/** A loading state while the chunk loads; a message with a retry, in place, if it cannot be loaded. */
function LazyChunk<P extends object>({ chunk, what, props }: LazyChunkProps<P>) {
  const Component = chunk.get();
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <div className="tt-rich-status" role="alert">
          <span>The {what} could not be loaded.</span>
          <Button
            contain
            outline
            onClick={() => {
              chunk.retry();
              reset();
            }}
          >
            Retry
          </Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <p className="tt-rich-status" role="status">
            <Spinner /> Loading the {what}…
          </p>
        }
      >
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The rich-text editor of the task form, loaded on first use. */
export function RichTextField(props: RichTextEditorProps) {
  return <LazyChunk chunk={editorChunk} what="editor" props={props} />;
}

/**
 * A task body: plain text (links and list markers recognised) for tasks created before
 * 2025-02-23, read-only rich text after (spec section 2).
 */
export function TaskBody({ body, createdAt }: { body: string; createdAt: string | null | undefined }) {
  if (!hasRichTextBody(createdAt)) return <TextBlock text={body} />;
  return <LazyChunk chunk={viewChunk} what="task body" props={{ html: body }} />;
}
