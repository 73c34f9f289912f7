/** Types of richTextPolicy.cjs (see there). */
export interface RichTextPolicy {
  readonly tags: readonly string[];
  readonly droppedWithContent: readonly string[];
  readonly globalAttributes: readonly string[];
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  readonly attributeValues: Readonly<Record<string, RegExp>>;
  readonly classPattern: RegExp;
  readonly styles: Readonly<Record<string, readonly RegExp[]>>;
  readonly link: {
    readonly schemes: readonly string[];
    readonly url: RegExp;
    readonly target: string;
    readonly rel: string;
  };
  readonly image: {
    readonly schemes: readonly string[];
    readonly dataTypes: readonly string[];
    readonly url: RegExp;
  };
  readonly codeBlockClass: RegExp;
  readonly editorOnlyClass: string;
}
export declare const RICH_TEXT_POLICY: RichTextPolicy;
