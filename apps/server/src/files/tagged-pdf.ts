import { createRequire } from 'node:module';
import path from 'node:path';
import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

// Every PDF the server makes is written here, as a tagged PDF in the spirit of PDF/UA-1
// (decision 044): language de-AT, the title in the metadata and shown as the window's title, a
// structure tree in reading order (headings, paragraphs, lists, tables with header cells), Inter
// embedded, and what is only drawn (rules, page numbers) marked as artifacts.
//
//   const pdf = taggedPdf({ title, author, now });
//   pdf.paragraph('Servicebereich', { bold: true, align: 'right' });
//   pdf.title('Versicherungsbestätigung');
//   pdf.heading('Angaben');
//   pdf.facts([['Vertragsnummer', '740-026.319-0']]);
//   pdf.table([{ header: 'Datum', width: 70 }, …], rows, { total: ['Summe', …] });
//   return pdf.end();

/** Inter (OFL) as static TrueType files: PDFKit embeds their subsets; a variable font it cannot. */
const INTER = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter'));
const FONTS = {
  regular: path.join(INTER, '400Regular', 'Inter_400Regular.ttf'),
  bold: path.join(INTER, '700Bold', 'Inter_700Bold.ttf'),
} as const;

/** Whether Inter can draw each character, as PDFKit would draw an empty box where it cannot. */
let glyphs: { regular: Font; bold: Font } | null = null;

function fontOf(file: string): Font {
  const font = openSync(file);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

/**
 * The text with every character the font cannot draw (an emoji, a rare script) as `?`, so the
 * page shows and a reader reads what the document says instead of an empty box.
 */
function drawable(text: string, bold: boolean): string {
  glyphs ??= { regular: fontOf(FONTS.regular), bold: fontOf(FONTS.bold) };
  const font = bold ? glyphs.bold : glyphs.regular;
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    result += code === 0x0a || font.hasGlyphForCodePoint(code) ? char : '?';
  }
  return result;
}

const COLORS = { ink: '#1a1a1f', accent: '#0d4d8c', rule: '#bfbfc7' } as const;
const SIZE = 10;
/** Space after a paragraph or a table, in points. */
const GAP = 6;
const CELL_PADDING = 3;

export type TextStyle = {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'right';
  color?: keyof typeof COLORS;
};

/** A column of a table: its header, its width in points, how its cells align. */
export type Column = { header: string; width: number; align?: 'left' | 'right' };

export type TaggedPdf = {
  /** The document's visible title (H1) in the accent colour, 20 points unless given. */
  title(text: string, size?: number): void;
  /** A section's heading (H2) with a rule under it. */
  heading(text: string): void;
  /** A paragraph; line breaks in `text` break its lines. */
  paragraph(text: string, style?: TextStyle): void;
  /**
   * Labels and their values as a table of two columns, each label a row's header cell; a row's
   * style is its value's.
   */
  facts(rows: readonly (readonly [label: string, value: string, style?: TextStyle])[]): void;
  /**
   * A table with a header row (repeated, as an artifact, on every page it continues on) and an
   * optional total row at its end.
   */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    options?: { total?: readonly string[] },
  ): void;
  /** A bulleted list. */
  list(items: readonly string[]): void;
  /** Empty space before what follows, in points. */
  space(points: number): void;
  /** Finishes the document, with "Seite x von y" on every page where asked for. */
  end(options?: { pageNumbers?: boolean }): Promise<Buffer>;
};

type Structure = ReturnType<PDFKit.PDFDocument['struct']>;

/** One line of text without the tabs and line breaks a single line cannot show. */
function oneLine(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

export function taggedPdf(options: {
  title: string;
  author: string;
  /** The document's creation time: the same time makes the same bytes. */
  now: number;
  margin?: number;
}): TaggedPdf {
  const margin = options.margin ?? 56;
  const created = new Date(options.now);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-AT',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.author,
      Creator: 'Servicebereich',
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const style = (given: TextStyle = {}) => {
    doc
      .font(given.bold === true ? 'bold' : 'regular')
      .fontSize(given.size ?? SIZE)
      .fillColor(COLORS[given.color ?? 'ink']);
  };

  /** A structure element of `type` under `parent`, holding what `draw` puts on the page. */
  const element = (parent: Structure, type: string, draw: () => void) => {
    const structure = doc.struct(type);
    parent.add(structure);
    structure.add(doc.markStructureContent(type));
    draw();
    doc.endMarkedContent();
    structure.end();
  };

  /** Drawing that is not content (a rule, a repeated header): no reader reads it out. */
  const artifact = (type: 'Layout' | 'Pagination', draw: () => void) => {
    doc.markContent('Artifact', { type });
    draw();
    doc.endMarkedContent();
  };

  const rule = (y: number) => {
    artifact('Layout', () => {
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    });
  };

  const text = (value: string, x: number, y: number, cellWidth: number, given?: TextStyle) => {
    style(given);
    doc.text(drawable(value, given?.bold === true), x, y, {
      width: cellWidth,
      align: given?.align ?? 'left',
    });
  };

  /** The height of a row of cells, the tallest cell's. */
  const rowHeight = (cells: readonly string[], widths: readonly number[], given?: TextStyle) => {
    style(given);
    return (
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(oneLine(cell), { width: (widths[index] ?? width) - CELL_PADDING }),
        ),
      ) +
      2 * CELL_PADDING
    );
  };

  /** A row: a TR of TH or TD cells at the current position, with a new page first if needed. */
  const row = (
    parent: Structure,
    cells: readonly string[],
    layout: { widths: readonly number[]; aligns: readonly ('left' | 'right')[] },
    kinds: (index: number) => 'TH' | 'TD',
    given: (index: number) => TextStyle,
    onNewPage?: () => void,
  ) => {
    const height = rowHeight(cells, layout.widths, given(0));
    if (doc.y + height > bottom()) {
      doc.addPage();
      onNewPage?.();
    }
    const top = doc.y;
    const tr = doc.struct('TR');
    parent.add(tr);
    let x = left;
    for (const [index, cell] of cells.entries()) {
      const cellWidth = layout.widths[index] ?? 0;
      element(tr, kinds(index), () => {
        text(oneLine(cell), x, top + CELL_PADDING, cellWidth - CELL_PADDING, {
          ...given(index),
          align: layout.aligns[index] ?? 'left',
        });
      });
      x += cellWidth;
    }
    tr.end();
    doc.x = left;
    doc.y = top + height;
  };

  return {
    title(value, size = 20) {
      element(root, 'H1', () => {
        text(value, left, doc.y, width, { bold: true, size, color: 'accent' });
      });
      doc.moveDown(0.3);
    },

    heading(value) {
      doc.moveDown(0.8);
      if (doc.y + 40 > bottom()) doc.addPage();
      element(root, 'H2', () => {
        text(value, left, doc.y, width, { bold: true, size: 13, color: 'accent' });
      });
      rule(doc.y + 1);
      doc.y += GAP;
    },

    paragraph(value, given) {
      element(root, 'P', () => {
        text(value.replace(/\t/g, ' '), left, doc.y, width, given);
      });
      doc.y += GAP;
    },

    facts(rows) {
      const labelWidth = Math.min(190, width * 0.38);
      const layout = {
        widths: [labelWidth, width - labelWidth],
        aligns: ['left', 'left'] as const,
      };
      const table = doc.struct('Table');
      root.add(table);
      for (const [label, value, given = {}] of rows) {
        row(
          table,
          [label, value],
          layout,
          (index) => (index === 0 ? 'TH' : 'TD'),
          (index) => (index === 0 ? {} : given),
        );
      }
      table.end();
      doc.y += GAP;
    },

    table(columns, rows, tableOptions) {
      const layout = {
        widths: columns.map((column) => column.width),
        aligns: columns.map((column) => column.align ?? 'left'),
      };
      const headers = columns.map((column) => column.header);
      const table = doc.struct('Table');
      root.add(table);
      const head = doc.struct('THead');
      table.add(head);
      row(
        head,
        headers,
        layout,
        () => 'TH',
        () => ({ bold: true }),
      );
      head.end();
      rule(doc.y);
      /** On a page the table continues on, its header again, drawn only. */
      const repeatHeader = () => {
        const top = doc.y;
        artifact('Pagination', () => {
          let x = left;
          for (const [index, header] of headers.entries()) {
            const cellWidth = layout.widths[index] ?? 0;
            text(header, x, top + CELL_PADDING, cellWidth - CELL_PADDING, {
              bold: true,
              align: layout.aligns[index] ?? 'left',
            });
            x += cellWidth;
          }
        });
        doc.x = left;
        doc.y = top + rowHeight(headers, layout.widths, { bold: true });
        rule(doc.y);
      };
      const body = doc.struct('TBody');
      table.add(body);
      for (const cells of rows) {
        row(
          body,
          cells,
          layout,
          () => 'TD',
          () => ({}),
          repeatHeader,
        );
      }
      body.end();
      if (tableOptions?.total !== undefined) {
        const foot = doc.struct('TFoot');
        table.add(foot);
        rule(doc.y);
        row(
          foot,
          tableOptions.total,
          layout,
          () => 'TD',
          () => ({ bold: true }),
          repeatHeader,
        );
        foot.end();
      }
      table.end();
      doc.y += GAP;
    },

    list(items) {
      const list = doc.struct('L');
      root.add(list);
      for (const item of items) {
        const li = doc.struct('LI');
        list.add(li);
        const top = doc.y;
        element(li, 'Lbl', () => {
          text('•', left, top, 12);
        });
        element(li, 'LBody', () => {
          text(item, left + 12, top, width - 12);
        });
        li.end();
        doc.x = left;
      }
      list.end();
      doc.y += GAP;
    },

    space(points) {
      doc.y += points;
    },

    async end(endOptions) {
      root.end();
      if (endOptions?.pageNumbers === true) {
        const { start, count } = doc.bufferedPageRange();
        for (let index = start; index < start + count; index++) {
          doc.switchToPage(index);
          const footerTop = doc.page.height - margin / 2 - SIZE;
          // Writing below the bottom margin would start a new page.
          doc.page.margins.bottom = 0;
          artifact('Pagination', () => {
            text(`Seite ${index + 1} von ${count}`, left, footerTop, width, {
              size: 8,
              align: 'right',
            });
          });
        }
      }
      doc.end();
      return ended;
    },
  };
}
