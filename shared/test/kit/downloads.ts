/** Downloads in jsdom: the product hands a Blob to a temporary link and clicks it (downloadFile). */

export interface CaughtDownload {
  /** The link's `download` attribute: the file name. */
  name: string;
  /** The file's content. */
  text(): Promise<string>;
}

/**
 * Catches every download until `restore()`: object URLs are made for the blobs, and a click on a
 * link to one of them is recorded (with the blob behind it) instead of navigating. A click on a
 * link to anything else fails the test.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: CaughtDownload[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    expect(blob).toBeDefined();
    downloads.push({ name: this.download, text: () => textOf(blob!) });
  });
  return {
    downloads,
    restore() {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    },
  };
}

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
