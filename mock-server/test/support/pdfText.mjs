// The text of a PDF (its bytes on stdin), page by page, as pdf.js reads it: how a test reads back
// what a PDF says. A process of its own: pdf.js is an ES module, which the suite's CommonJS
// transform cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
process.stdout.write(JSON.stringify(pages));
