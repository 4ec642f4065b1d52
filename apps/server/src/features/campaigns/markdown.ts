import type { TextBlock, TextSpan } from '@servicebereich/protocol';
import type { ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { parse as parseYaml, YAMLError } from 'yaml';

/** What a content file holds that the app cannot show safely or at all. */
export class MarkdownError extends Error {}

/** The front matter (YAML) of a content file and its Markdown body. */
export type ParsedMarkdown = { matter: unknown; body: RootContent[] };

/** Where in the file, as the message names it: ` (Zeile 7)`, or nothing where unknown. */
function where(at: number | { position?: { start: { line: number } } } | undefined): string {
  const line = typeof at === 'object' ? at.position?.start.line : at;
  return line === undefined ? '' : ` (Zeile ${String(line)})`;
}

/**
 * Splits a content file into its front matter and its Markdown. Raw HTML, images, code and
 * tables are refused: the app draws the text as its own elements, and a file that needs more
 * than paragraphs, headings, lists, emphasis and links says so at start, not on a customer's
 * screen.
 */
export function parseContentFile(source: string): ParsedMarkdown {
  const tree: Root = fromMarkdown(source, {
    extensions: [frontmatter(['yaml'])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
  });
  const [first, ...rest] = tree.children;
  if (first?.type !== 'yaml') throw new MarkdownError('die Front Matter (--- … ---) fehlt');
  let matter: unknown;
  try {
    matter = parseYaml(first.value);
  } catch (error) {
    // The YAML's lines are counted from the line after the opening `---`.
    const line = error instanceof YAMLError ? error.linePos?.[0].line : undefined;
    const fileLine = line === undefined ? undefined : (first.position?.start.line ?? 1) + line;
    throw new MarkdownError(`die Front Matter ist kein gültiges YAML${where(fileLine)}`);
  }
  return { matter, body: rest };
}

/** An app path (not `//host`), or an address outside the app the app may open. */
export function isAllowedHref(href: string): boolean {
  if (/^\/(?!\/)/.test(href)) return true;
  if (/^(mailto|tel):[^\s]+$/.test(href)) return true;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

function spansOf(
  nodes: readonly PhrasingContent[],
  style: TextSpan['Style'] = 'plain',
  href: string | null = null,
): TextSpan[] {
  return nodes.flatMap((node): TextSpan[] => {
    switch (node.type) {
      case 'text':
        return [{ Text: node.value.replace(/\s*\n\s*/g, ' '), Style: style, Href: href }];
      case 'break':
        return [{ Text: ' ', Style: style, Href: href }];
      case 'strong':
        return spansOf(node.children, 'strong', href);
      case 'emphasis':
        return spansOf(node.children, style === 'strong' ? 'strong' : 'em', href);
      case 'link':
        if (!isAllowedHref(node.url)) {
          throw new MarkdownError(`der Link auf ${node.url} ist nicht erlaubt${where(node)}`);
        }
        return spansOf(node.children, style, node.url);
      case 'html':
        throw new MarkdownError(`HTML ist in Inhalten nicht erlaubt${where(node)}`);
      default:
        throw new MarkdownError(`${node.type} ist in Inhalten nicht möglich${where(node)}`);
    }
  });
}

function itemSpans(item: ListItem): TextSpan[] {
  const [only, ...more] = item.children;
  if (only?.type !== 'paragraph' || more.length > 0) {
    throw new MarkdownError(`ein Listenpunkt muss ein Absatz sein${where(item)}`);
  }
  return spansOf(only.children);
}

/** The Markdown body as the protocol's blocks. */
export function blocksOf(body: readonly RootContent[]): TextBlock[] {
  return body.map((node): TextBlock => {
    switch (node.type) {
      case 'paragraph':
        return { Kind: 'paragraph', Spans: spansOf(node.children) };
      case 'heading':
        return { Kind: 'heading', Spans: spansOf(node.children) };
      case 'list':
        return {
          Kind: node.ordered === true ? 'numbers' : 'bullets',
          Items: node.children.map(itemSpans),
        };
      case 'html':
        throw new MarkdownError(`HTML ist in Inhalten nicht erlaubt${where(node)}`);
      default:
        throw new MarkdownError(`${node.type} ist in Inhalten nicht möglich${where(node)}`);
    }
  });
}

/** A body that is one paragraph, as plain text (the sliders' text). */
export function plainTextOf(body: readonly RootContent[]): string {
  const blocks = blocksOf(body);
  const [only] = blocks;
  if (blocks.length !== 1 || only?.Kind !== 'paragraph') {
    throw new MarkdownError('der Text muss ein Absatz sein');
  }
  if (only.Spans.some((span) => span.Href !== null || span.Style !== 'plain')) {
    throw new MarkdownError('der Text muss schlicht sein, ohne Hervorhebung und Links');
  }
  return only.Spans.map((span) => span.Text)
    .join('')
    .trim();
}
