// The icons' path data to whole units of their grid (decision 009): ionicons draw on 512 units,
// so a unit is a twentieth of a pixel at the 24 px of a tab and a fifth at 96 px, and the
// hundredths the library writes are weight the app's first load carries and no screen shows.

/** One command of path data with its parameters; moveto's further pairs become linetos. */
export type PathSegment = { command: string; values: number[] };

const PARAMETER_COUNTS: Readonly<Record<string, number>> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/y;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
/** An arc's two flags may stand without a separator ("a8 8 0 01-5 5"). */
const FLAG = /[01]/y;
const SEPARATORS = /[\s,]*/y;

/** Reads path data as SVG 2 defines it; throws on anything else. */
export function parsePath(data: string): PathSegment[] {
  let at = 0;
  const read = (pattern: RegExp): string | undefined => {
    SEPARATORS.lastIndex = at;
    SEPARATORS.exec(data);
    pattern.lastIndex = SEPARATORS.lastIndex;
    const match = pattern.exec(data);
    if (match === null) return undefined;
    at = pattern.lastIndex;
    return match[0];
  };
  const numberFollows = () => {
    SEPARATORS.lastIndex = at;
    SEPARATORS.exec(data);
    NUMBER.lastIndex = SEPARATORS.lastIndex;
    return NUMBER.test(data);
  };
  const segments: PathSegment[] = [];
  for (let command = read(COMMAND); command !== undefined; command = read(COMMAND)) {
    const type = command.toLowerCase();
    const count = PARAMETER_COUNTS[type] ?? 0;
    let current = command;
    do {
      const values: number[] = [];
      for (let index = 0; index < count; index++) {
        const token = read(type === 'a' && (index === 3 || index === 4) ? FLAG : NUMBER);
        if (token === undefined) throw new Error(`Unreadable path data at ${String(at)}: ${data}`);
        values.push(Number(token));
      }
      segments.push({ command: current, values });
      if (type === 'm') current = command === 'm' ? 'l' : 'L';
    } while (count > 0 && numberFollows());
  }
  if (read(/$/y) === undefined) throw new Error(`Unreadable path data at ${String(at)}: ${data}`);
  return segments;
}

type Point = { x: number; y: number };

/**
 * The path data with every point at whole units. Each point is rounded where it lies, not as the
 * distance from the point before, so a run of relative commands does not drift: every point of
 * the result is within half a unit of the one it stands for.
 */
export function roundPathData(data: string): string {
  let exact: Point = { x: 0, y: 0 };
  let rounded: Point = { x: 0, y: 0 };
  let subpathStart = { exact, rounded };
  let result = '';
  for (const { command, values } of parsePath(data)) {
    const type = command.toLowerCase();
    const relative = command === type;
    const origin = relative ? exact : { x: 0, y: 0 };
    const roundedOrigin = relative ? rounded : { x: 0, y: 0 };
    const written: number[] = [];
    // The point of two parameters, written as whole units the way the command reads it.
    const point = (x: number, y: number) => {
      const at = { x: origin.x + x, y: origin.y + y };
      const whole = { x: Math.round(at.x), y: Math.round(at.y) };
      written.push(whole.x - roundedOrigin.x, whole.y - roundedOrigin.y);
      exact = at;
      rounded = whole;
    };
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0] = values;
    if (type === 'z') {
      ({ exact, rounded } = subpathStart);
    } else if (type === 'h') {
      const x = origin.x + a;
      written.push(Math.round(x) - roundedOrigin.x);
      exact = { x, y: exact.y };
      rounded = { x: Math.round(x), y: rounded.y };
    } else if (type === 'v') {
      const y = origin.y + a;
      written.push(Math.round(y) - roundedOrigin.y);
      exact = { x: exact.x, y };
      rounded = { x: rounded.x, y: Math.round(y) };
    } else if (type === 'a') {
      written.push(Math.round(a), Math.round(b), Math.round(c), d, e);
      point(f, g);
    } else {
      // A curve's control points are measured from where it starts, as its end is.
      for (let index = 0; index < values.length; index += 2) {
        point(values[index] ?? 0, values[index + 1] ?? 0);
      }
    }
    if (type === 'm') subpathStart = { exact, rounded };
    result += command + written.map((value, index) => separated(value, index)).join('');
  }
  return result;
}

/** A number as the path writes it: a space before it unless its minus sign separates it. */
function separated(value: number, index: number): string {
  const text = String(value === 0 ? 0 : value);
  return index === 0 || text.startsWith('-') ? text : ` ${text}`;
}

/** The SVG markup with the data of each of its paths at whole units. */
export function roundIconPaths(svg: string): string {
  return svg.replace(/ d='([^']*)'/g, (_, data: string) => ` d='${roundPathData(data)}'`);
}
