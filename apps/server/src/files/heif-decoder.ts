import { createRequire } from 'node:module';

type HeifImage = {
  width: number;
  height: number;
  decode: () => Promise<{ data: Uint8ClampedArray }>;
};
type HeifDecoder = {
  all: (input: { buffer: Buffer }) => Promise<HeifImage[] & { dispose: () => void }>;
};

// Sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF); phone photos are HEVC, which
// libheif compiled to WebAssembly decodes (see docs/decisions/011-file-storage.md). Loaded with
// the first HEIF upload, not at start (decision 016): compiling it takes half a second.
export const heifDecoder = createRequire(import.meta.url)('heic-decode') as HeifDecoder;
