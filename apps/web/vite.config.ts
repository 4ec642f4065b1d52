import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz file beside every text asset, once at build time, at the strongest
 * settings; the server sends them to browsers that accept them, so nothing is compressed per
 * request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(?:js|css|html|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await readFile(file);
          await writeFile(
            `${file}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Ionic's packages declare no "sideEffects", so every component would be bundled; its
        // JavaScript modules only define things on use. CSS files keep their side effects.
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/]@ionic[\\/](core|react|react-router)[\\/].*\.js$/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
