// What the profile PDF and the contract PDF (pdfkit) lay out alike: their colours, the page's text column, a page break
// before what would not fit, and the label/value rows (a muted label beside its value, the taller of the two sets the
// row's height).
export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const ACCENT = '#1c7ed6';

/**
 * The text column of `doc`'s pages (between its margins) and what draws into it; `labelShare` is the part of the
 * column a row's label takes.
 */
export function pdfColumn(doc: PDFKit.PDFDocument, labelShare: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** A new page unless `h` points still fit above the bottom margin. */
  const ensureSpace = (h: number) => {
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  /** A label and its value side by side (Helvetica 10), on the next page if they do not fit on this one. */
  const row = (label: string, value: string) => {
    const labelWidth = width * labelShare;
    doc.font('Helvetica').fontSize(10);
    const h = Math.max(
      doc.heightOfString(label, { width: labelWidth - 8 }),
      doc.heightOfString(value, { width: width - labelWidth }),
    );
    ensureSpace(h + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, left, y, { width: labelWidth - 8 });
    doc.fillColor(INK).text(value, left + labelWidth, y, { width: width - labelWidth });
    doc.y = y + h + 4;
  };
  return { left, width, ensureSpace, row };
}
