import PDFDocument from 'pdfkit';
import type { SeatingPlan } from '../../shared/seatingRules';

// Issue 38's print: one event's seating as a PDF made on the server (pdfkit): the table list, the floor plan as the
// couple placed it, and a place card per seated guest (name, table, meal when one was chosen), eight to an A4 page,
// each folded in half along its dashed line. The built-in Helvetica covers Western European names; a letter it
// cannot draw is written without its accent, or as "?" (README, decisions).

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = '#222222';
const SOFT = '#777777';

/** The text as Helvetica's WinAnsi encoding can draw it: accents kept where it has them, stripped where not. */
export function printable(text: string): string {
  const winAnsi = /[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/;
  return [...text]
    .map((ch) => {
      if (winAnsi.test(ch)) return ch;
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [...plain].every((c) => winAnsi.test(c)) && plain ? plain : '?';
    })
    .join('');
}

/** A plate with a fork, drawn in `size` points: the meal's mark on a place card. */
function mealMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const r = size / 2;
  doc.save().lineWidth(0.8).strokeColor(SOFT);
  doc
    .circle(x + r, y + r, r)
    .stroke()
    .circle(x + r, y + r, r * 0.6)
    .stroke();
  doc
    .moveTo(x - 3, y)
    .lineTo(x - 3, y + size)
    .stroke();
  doc.restore();
}

export type PrintGuest = SeatingPlan['guests'][number] & { meal?: string | null };

function tableList(doc: PDFKit.PDFDocument, plan: SeatingPlan, guests: PrintGuest[]) {
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(printable(`Seating · ${plan.event.name}`));
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(SOFT)
    .text(`${guests.filter((g) => g.table).length} seated`);
  doc.moveDown();
  for (const table of plan.tables) {
    const at = guests.filter((g) => g.table === table.id);
    const seats = at.reduce((n, g) => n + g.seats, 0);
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(printable(`${table.name}  (${seats}/${table.capacity})`));
    doc.font('Helvetica').fontSize(11);
    if (!at.length) doc.fillColor(SOFT).text('Nobody seated yet.');
    for (const g of at) {
      const extra = [g.seats > 1 ? '+1' : '', g.meal ?? ''].filter(Boolean).join(' · ');
      doc.fillColor(INK).text(printable(`• ${g.name}${extra ? `  —  ${extra}` : ''}`), { indent: 12 });
    }
    doc.moveDown(0.6);
  }
  const waiting = guests.filter((g) => !g.table);
  if (waiting.length) {
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text('Not seated yet');
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(printable(waiting.map((g) => g.name).join(', ')));
  }
}

function floorPlan(doc: PDFKit.PDFDocument, plan: SeatingPlan, guests: PrintGuest[]) {
  doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
  const width = A4.height - 2 * MARGIN;
  const height = A4.width - 2 * MARGIN - 30;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(printable(`Floor plan · ${plan.event.name}`));
  const top = MARGIN + 30;
  doc.save().dash(4, { space: 4 }).strokeColor(SOFT).rect(MARGIN, top, width, height).stroke().undash().restore();
  for (const table of plan.tables) {
    const cx = MARGIN + (table.x / 100) * width;
    const cy = top + (table.y / 100) * height;
    const seats = guests.filter((g) => g.table === table.id).reduce((n, g) => n + g.seats, 0);
    doc.save().lineWidth(1.2).strokeColor(INK);
    if (table.shape === 'long') doc.rect(cx - 45, cy - 18, 90, 36).stroke();
    else doc.circle(cx, cy, 28).stroke();
    doc.restore();
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(printable(table.name), cx - 45, cy - 9, { width: 90, align: 'center', lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(SOFT)
      .text(`${seats}/${table.capacity}`, cx - 45, cy + 2, { width: 90, align: 'center', lineBreak: false });
  }
}

function placeCards(doc: PDFKit.PDFDocument, plan: SeatingPlan, guests: PrintGuest[]) {
  const seated = guests.filter((g) => g.table);
  const cols = 2;
  const rows = 4;
  const w = (A4.width - 2 * MARGIN) / cols;
  const h = (A4.height - 2 * MARGIN) / rows;
  seated.forEach((g, i) => {
    if (i % (cols * rows) === 0) doc.addPage({ size: 'A4', layout: 'portrait', margin: MARGIN });
    const x = MARGIN + (i % cols) * w;
    const y = MARGIN + Math.floor((i % (cols * rows)) / cols) * h;
    const table = plan.tables.find((t) => t.id === g.table)?.name ?? '';
    doc.save().lineWidth(0.5).strokeColor(SOFT).rect(x, y, w, h).stroke();
    // The fold: the card stands as a tent, its lower half the face.
    doc
      .dash(3, { space: 3 })
      .moveTo(x, y + h / 2)
      .lineTo(x + w, y + h / 2)
      .stroke()
      .undash()
      .restore();
    const face = y + h / 2;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(printable(g.name), x + 10, face + 14, { width: w - 20, align: 'center', lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(SOFT)
      .text(printable(table), x + 10, face + 42, { width: w - 20, align: 'center', lineBreak: false });
    if (g.meal) {
      const label = printable(g.meal);
      doc.fontSize(10);
      const textWidth = doc.widthOfString(label);
      const left = x + (w - textWidth - 18) / 2;
      mealMark(doc, left + 4, face + 64, 10);
      doc.fillColor(INK).text(label, left + 18, face + 65, { lineBreak: false });
    }
  });
}

/** The seating of one event as a PDF: the table list, the floor plan, and the place cards. */
export function seatingPdf(plan: SeatingPlan, guests: PrintGuest[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: printable(`Seating · ${plan.event.name}`), Producer: 'Vowline', Creator: 'Vowline' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  tableList(doc, plan, guests);
  floorPlan(doc, plan, guests);
  placeCards(doc, plan, guests);
  doc.end();
  return done;
}
