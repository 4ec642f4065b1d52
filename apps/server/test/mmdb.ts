import { writeFile } from 'node:fs/promises';

// A MaxMind DB file (the format GeoLite2 and DB-IP ship their IP databases in) made for a test:
// an IPv4 search tree over the given networks, each leading to its record. Written after the
// format's specification (maxmind.github.io/MaxMind-DB), with 24-bit records.

type Value = string | number | bigint | Value[] | { [key: string]: Value };

function controlByte(type: number, size: number): Buffer {
  const extended = type > 7;
  const head = (extended ? 0 : type) << 5;
  const sizeBytes =
    size < 29
      ? [head | size]
      : size < 285
        ? [head | 29, size - 29]
        : [head | 30, (size - 285) >> 8, (size - 285) & 0xff];
  return Buffer.from(extended ? [sizeBytes[0] ?? 0, type - 7, ...sizeBytes.slice(1)] : sizeBytes);
}

function unsigned(type: number, value: bigint): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.concat([controlByte(type, bytes.length), Buffer.from(bytes)]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([controlByte(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') return unsigned(6, BigInt(value));
  if (typeof value === 'bigint') return unsigned(9, value);
  if (Array.isArray(value))
    return Buffer.concat([controlByte(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([
    controlByte(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ]);
}

type Child = { node: number } | { record: number } | null;

/** Writes a database to `file` in which each network (`"193.170.0.0/15"`) has its record. */
export async function writeMmdb(
  file: string,
  networks: Record<string, { [key: string]: Value }>,
): Promise<void> {
  const nodes: [Child, Child][] = [[null, null]];
  const records = Object.values(networks).map(encode);
  Object.keys(networks).forEach((cidr, record) => {
    const [address = '', bits = '32'] = cidr.split('/');
    const ip = address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
    let node = 0;
    for (let depth = 0; depth < Number(bits); depth++) {
      const side = (Math.floor(ip / 2 ** (31 - depth)) % 2) as 0 | 1;
      const current = nodes[node] ?? [null, null];
      if (depth === Number(bits) - 1) {
        current[side] = { record };
      } else {
        const child = current[side];
        if (child === null || !('node' in child)) {
          nodes.push([null, null]);
          current[side] = { node: nodes.length - 1 };
        }
        node = (current[side] as { node: number }).node;
      }
    }
  });

  const nodeCount = nodes.length;
  const offsets = records.map((_, i) => records.slice(0, i).reduce((sum, r) => sum + r.length, 0));
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((children, index) => {
    children.forEach((child, side) => {
      const value =
        child === null
          ? nodeCount
          : 'node' in child
            ? child.node
            : (offsets[child.record] ?? 0) + nodeCount + 16;
      tree.writeUIntBE(value, index * 6 + side * 3, 3);
    });
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: 'Servicebereich-Test-City',
    languages: ['de', 'en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_764_000_000n,
    description: { en: 'test data' },
  });
  await writeFile(
    file,
    Buffer.concat([
      tree,
      Buffer.alloc(16),
      ...records,
      Buffer.from([0xab, 0xcd, 0xef]),
      Buffer.from('MaxMind.com'),
      metadata,
    ]),
  );
}
