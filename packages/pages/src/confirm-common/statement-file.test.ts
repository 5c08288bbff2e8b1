import { describe, expect, it } from 'vitest';
import { pdfOf, statementLines } from './statement-file';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('the Disclosure Statement as a file (RA 3765 s. 4)', () => {
  it('reads the statement as shown: rows as "label: value", schedule rows, the identity line by line', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <p>Shown on Nov 23, 2026, 10:00 AM.</p><button>Save a copy (PDF)</button>
      <section><h3>Lender</h3><p>PesoLoan Lending Corporation<br>SEC Registration No. CS201912345</p></section>
      <dl><div><dt>You receive</dt><dd>₱4,900.00</dd></div><div><dt>Finance charge</dt><dd>₱550.00</dd></div></dl>
      <ol><li><span>Feb 22, 2027</span><span>₱5,450.00</span></li></ol>`;
    expect(statementLines(root)).toEqual([
      'Shown on Nov 23, 2026, 10:00 AM.',
      'Lender',
      'PesoLoan Lending Corporation',
      'SEC Registration No. CS201912345',
      'You receive: ₱4,900.00',
      'Finance charge: ₱550.00',
      'Feb 22, 2027: ₱5,450.00',
    ]);
  });

  it('writes a PDF whose cross-reference points at each object, with the text in its standard font', () => {
    const pdf = text(pdfOf('Disclosure Statement', ['You receive: ₱4,900.00', 'Effective rate (a “month”): 3.62%']));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('(You receive: PHP 4,900.00) Tj');
    expect(pdf).toContain('(Effective rate \\(a "month"\\): 3.62%) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    // Each content stream's stated length is its length.
    for (const [, length, body] of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g))
      expect(body.length).toBe(Number(length));
  });

  it('breaks long lines at spaces and starts a new page when one is full', () => {
    const long = 'word '.repeat(60).trim();
    const pdf = text(pdfOf('T', [long, ...Array.from({ length: 80 }, (_, index) => `Line ${index}`)]));
    expect(pdf).toContain('/Count 2');
    for (const [, line] of pdf.matchAll(/\((.*?)\) Tj/g)) expect(line.length).toBeLessThanOrEqual(92);
    expect(pdf).toContain('(Line 79) Tj');
  });
});
