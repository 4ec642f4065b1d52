/** A node of a PDF's structure tree as PDF.js reads it: a role with children, or content. */
type StructNode = { role?: string; type?: string; id?: string; children?: StructNode[] };

/** An element of the structure tree with the text of what it holds, in reading order. */
export type TaggedElement = { role: string; text: string; children: TaggedElement[] };

export type PdfStructure = {
  title: string | undefined;
  lang: string | undefined;
  /** Whether the reader shows the title instead of the file name (DisplayDocTitle). */
  displaysTitle: boolean;
  /** Whether the document says it is tagged (MarkInfo /Marked). */
  marked: boolean;
  /** Whether every font is embedded as a TrueType program, none only named. */
  fontsEmbedded: boolean;
  /** The structure tree's Document element, over all pages. */
  document: TaggedElement[];
  /** Every element's role and text, depth first: the order a screen reader reads them. */
  elements: { role: string; text: string }[];
  /** The text of every page as drawn, artifacts (page numbers, repeated headers) left out. */
  taggedText: string;
};

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Reads a PDF back with PDF.js as an assistive technology would: its language, title and tagging,
 * the structure tree with each element's text, and the fonts it carries.
 */
export async function pdfStructure(data: Uint8Array): Promise<PdfStructure> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  const pdf = await loading.promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
  const raw = Buffer.from(data).toString('latin1');
  const document: TaggedElement[] = [];
  const tagged: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    // The text of each marked content sequence by its id; artifacts have none.
    const byId = new Map<string, string>();
    let current: string | null = null;
    for (const item of content.items) {
      if ('str' in item) {
        // Items of one line follow each other; a line's end is a space between words.
        if (current !== null) {
          byId.set(current, `${byId.get(current) ?? ''}${item.str}${item.hasEOL ? ' ' : ''}`);
        }
      } else if (item.type === 'beginMarkedContentProps' && typeof item.id === 'string') {
        current = item.id;
      } else if (item.type === 'endMarkedContent') {
        current = null;
      }
    }
    tagged.push(...byId.values());
    const convert = (node: StructNode): TaggedElement | null => {
      if (node.role === undefined) return null;
      const children = (node.children ?? [])
        .map(convert)
        .filter((child): child is TaggedElement => child !== null);
      const own = (node.children ?? [])
        .filter((child) => child.type === 'content' && child.id !== undefined)
        .map((child) => byId.get(child.id ?? '') ?? '');
      return {
        role: node.role,
        text: squash([...own, ...children.map((child) => child.text)].join(' ')),
        children,
      };
    };
    const tree = (await page.getStructTree()) as StructNode | null;
    for (const top of tree?.children ?? []) {
      const element = convert(top);
      if (element !== null) document.push(element);
    }
  }
  await loading.destroy();
  const elements: { role: string; text: string }[] = [];
  const walk = (element: TaggedElement) => {
    elements.push({ role: element.role, text: element.text });
    element.children.forEach(walk);
  };
  document.forEach(walk);
  return {
    title: info.Title,
    lang: info.Language,
    displaysTitle: /\/DisplayDocTitle\s+true/.test(raw),
    marked: /\/Marked\s+true/.test(raw),
    fontsEmbedded:
      /\/FontFile2/.test(raw) &&
      !/\/Subtype\s*\/Type1/.test(raw) &&
      !/\/BaseFont\s*\/Helvetica/.test(raw),
    document,
    elements,
    taggedText: squash(tagged.join(' ')),
  };
}
