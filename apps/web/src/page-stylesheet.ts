import postcss, { AtRule, type Container } from 'postcss';

// The page's stylesheet (decision 009): of the app's stylesheet, the rules that what the server
// paints into a page can use. The build puts it into index.html (vite.config.ts,
// pageStylesheetOfFrames); the app's stylesheet, all rules but its typefaces, loads with the app's
// code.

/** Arguments of these pseudo-classes may name what is absent (`:not`) or one of several. */
const FUNCTIONAL_PSEUDO_CLASS = /^:(?:not|is|where|has)\(/;

/** A selector without attribute selectors and functional pseudo-classes (`:not(…)` and others). */
function withoutArguments(selector: string): string {
  let kept = '';
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector.charAt(index);
    const opening = depth === 0 ? FUNCTIONAL_PSEUDO_CLASS.exec(selector.slice(index)) : null;
    if (opening !== null) {
      depth = 1;
      index += opening[0].length - 1;
    } else if (depth > 0) {
      if (character === '(') depth += 1;
      if (character === ')') depth -= 1;
    } else {
      kept += character;
    }
  }
  return kept.replace(/\[[^\]]*\]/g, '');
}

/**
 * What a selector asks of the markup by name: its classes and ids, and its custom elements (a tag
 * name with a hyphen); the standard elements are in every page.
 */
function namesIn(selector: string): string[] {
  const plain = withoutArguments(selector);
  const classesAndIds = [...plain.matchAll(/[.#]([\w-]+)/g)].map(([, name = '']) => name);
  const customElements = [
    ...plain.replace(/[.#:][\w-]+/g, ' ').matchAll(/(?:^|[\s>+~])([a-z][\w]*-[\w-]*)/g),
  ].map(([, name = '']) => name);
  return [...classesAndIds, ...customElements];
}

/**
 * The rules of `stylesheet` whose selectors can match markup written by `sources` (the code that
 * renders the page's frames, the page's template): a rule stays when one of its selectors names
 * only classes, ids and custom elements that are words of the sources, or that start with a word
 * of theirs ending in `-` or `_` (a name composed in code, `tile--${kind}`). Pseudo-classes'
 * arguments and attribute selectors ask nothing, so a rule can stay that the page does not use,
 * never the other way round. At-rules stay, except `@media` and `@supports` left empty; the order
 * of the rules is the stylesheet's, so the cascade is too.
 */
export function pageStylesheet(stylesheet: string, sources: readonly string[]): string {
  const words = new Set(sources.flatMap((source) => source.match(/[A-Za-z_][\w-]*/g) ?? []));
  const stems = [...words].filter((word) => word.length >= 3 && /[-_]$/.test(word));
  const known = (name: string) => words.has(name) || stems.some((stem) => name.startsWith(stem));
  const root = postcss.parse(stylesheet);
  root.walkRules((rule) => {
    const { parent } = rule;
    if (parent instanceof AtRule && parent.name.endsWith('keyframes')) return;
    if (!rule.selectors.some((selector) => namesIn(selector).every(known))) rule.remove();
  });
  removeEmptyConditions(root);
  return root.toString();
}

/** Removes the `@media` and `@supports` rules that hold no rule, innermost first. */
function removeEmptyConditions(container: Container): void {
  container.each((node) => {
    if (!(node instanceof AtRule) || !/^(?:media|supports)$/.test(node.name)) return;
    removeEmptyConditions(node);
    if (node.nodes?.length === 0) node.remove();
  });
}

/**
 * The app's stylesheet without its `@font-face` rules, which the page's stylesheet carries. The
 * page keeps its own, and the same typefaces declared again made the browser shape and lay out
 * every text of the page anew when the app's stylesheet arrived (20–30 ms of the main thread).
 */
export function appStylesheet(stylesheet: string): string {
  const root = postcss.parse(stylesheet);
  root.walkAtRules('font-face', (atRule) => {
    atRule.remove();
  });
  return root.toString();
}
