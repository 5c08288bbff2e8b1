import { callNative, canCallNative } from '@loan-webview/kit/bridge';

/**
 * The Disclosure Statement as a file she keeps (RA 3765 s. 4: the borrower is furnished a copy), written from the
 * statement as the page shows it: a PDF of its text, one line a row, so the figures in the file are the figures she
 * read. A PDF's standard fonts hold Latin text only: ₱ is written "PHP", and a character they lack "?".
 */

/** The statement's text as she reads it: headings, "label: value" rows, schedule rows, paragraphs. */
export function statementLines(root: Element): string[] {
  const lines: string[] = [];
  const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const push = (text: string | null) => {
    if (clean(text)) lines.push(clean(text));
  };
  for (const node of Array.from(root.querySelectorAll('h3, p, dl > div, li'))) {
    if (node.closest('button') || node.parentElement?.closest('li, p')) continue;
    if (node.tagName === 'DIV') {
      push(`${node.children[0]?.textContent ?? ''}: ${node.children[1]?.textContent ?? ''}`);
    } else if (node.tagName === 'LI') {
      push(
        Array.from(node.children)
          .map((part) => clean(part.textContent))
          .join(': ') || node.textContent,
      );
    } else {
      // A line break inside a paragraph (the lender's identity) keeps its lines.
      let line = '';
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeName === 'BR') {
          push(line);
          line = '';
        } else line += child.textContent ?? '';
      }
      push(line);
    }
  }
  return lines;
}

/** Text as the PDF's WinAnsi fonts can hold it, escaped for a PDF string. */
function pdfText(text: string): string {
  return text
    .replace(/₱\s?/g, 'PHP ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Lines longer than a page is wide, broken at spaces. */
function wrap(line: string, width = 92): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > width / 2 ? cut : width;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

const LINES_PER_PAGE = 52;

/** A PDF (1.4) of the title and lines in Helvetica on A4 pages: small, and readable by every phone. */
export function pdfOf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const all = [title, '', ...lines].flatMap((line) => wrap(line));
  const pages: string[][] = [];
  for (let at = 0; at < all.length; at += LINES_PER_PAGE) pages.push(all.slice(at, at + LINES_PER_PAGE));
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) + 2; // object numbers from 3: 1 catalog, 2 pages
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((page, index) => {
    const body = page
      .map(
        (line, row) =>
          `BT /F1 ${index === 0 && row === 0 ? 14 : 10} Tf 50 ${790 - row * 14.5} Td (${pdfText(line)}) Tj ET`,
      )
      .join('\n');
    const content = add(`<< /Length ${body.length} >>\nstream\n${body}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    ...objects,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = bodies.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (Latin-1 at most), so string offsets are byte offsets.
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}

/** How the file reached her: the shell's share sheet, or the browser's download. */
export type Kept = 'shared' | 'downloaded' | 'failed';

/**
 * Gives her the file: through a contract-2 shell that has `shareFile` (its share sheet or downloads), else as a
 * download the browser saves.
 */
export async function keepFile(name: string, bytes: Uint8Array<ArrayBuffer>, doc: Document = document): Promise<Kept> {
  if (canCallNative('shareFile')) {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const result = await callNative('shareFile', [{ name, mimeType: 'application/pdf', base64: btoa(binary) }]);
    return result.ok ? 'shared' : 'failed';
  }
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  doc.body.append(link);
  link.click();
  link.remove();
  // After the download has started: a revoke at once can cancel it in some webviews.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
