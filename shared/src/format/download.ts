/** Hands a file to the browser as a download, through a temporary link to its Blob: the product's one download helper. */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by the next task; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
