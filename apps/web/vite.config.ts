import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_SCRIPT } from '@servicebereich/protocol';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appStylesheet, pageStylesheet } from './src/page-stylesheet.ts';
import { roundIconPaths } from './src/svg-path-precision.ts';

/**
 * Writes a .br and a .gz file beside every script, stylesheet and icon, once at build time, at
 * the strongest settings; the server sends them to browsers that accept them. index.html is
 * compressed per request, as the server puts the session's meta tags into it.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      // .mjs: PDF.js's worker, copied as it is published.
      const files = Object.keys(bundle).filter((name) => /\.(?:m?js|css|svg)$/.test(name));
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

/**
 * Makes each icon of `ionicons/icons` a module of its own. The package is one module, and a module
 * belongs to one chunk: as the first screens import icons from it, every icon any screen uses
 * (some seventy) came with the first load. Each import of the app's sources is rewritten to one
 * module per icon, which goes with the chunk of the code that draws it. Fails the build when an
 * imported name is no icon of the package. Each icon's paths come at whole units of its grid
 * (`roundIconPaths`): 2 kB gzip less in the app's entry, and in every page the server paints.
 */
function ioniconsPerIcon(): Plugin {
  const importStatement = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;
  const prefix = 'ionicon:';
  let icons: Map<string, string> | undefined;
  const loadIcons = async () => {
    const source = await readFile(fileURLToPath(import.meta.resolve('ionicons/icons')), 'utf8');
    return new Map(
      [...source.matchAll(/^export const (\w+) = ("[^"\n]*");?$/gm)].map(
        ([, name = '', value = '']) => [name, value],
      ),
    );
  };
  return {
    name: 'ionicons-per-icon',
    apply: 'build',
    // The sources as written, before their TypeScript is compiled.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'ionicons/icons' },
      handler(code) {
        return {
          code: code.replace(
            importStatement,
            (statement, names: string) =>
              names
                .split(',')
                .map((name) => name.trim())
                .filter(Boolean)
                .map((name) => {
                  const [imported = '', local = imported] = name.split(/\s+as\s+/);
                  return `import ${local} from '${prefix}${imported}';`;
                })
                .join('') +
              // The lines after it keep their numbers.
              '\n'.repeat(statement.split('\n').length - 1),
          ),
          map: null,
        };
      },
    },
    resolveId: {
      filter: { id: new RegExp(`^${prefix}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${prefix}`) },
      async handler(id) {
        icons ??= await loadIcons();
        const name = id.slice(prefix.length + 1);
        const value = icons.get(name);
        if (value === undefined) throw new Error(`ionicons has no icon ${name}`);
        return `export default ${JSON.stringify(roundIconPaths(JSON.parse(value) as string))};`;
      },
    },
  };
}

/**
 * The page's stylesheet and the app's (decision 009). index.html carries, in a `<style>` element,
 * the rules that the frames the server paints into a page can use (`pageStylesheet`): the first
 * paint waits for no file, and the browser styles it with a third of the app's rules. The app's
 * stylesheet stays a file, which the boot module loads with the app's code and before it starts
 * the app; as it holds the page's rules too, in their order, nothing changes on screen when it
 * arrives. Its typefaces are the page's alone (`appStylesheet`). The frames' code is read from the
 * frames' build (`dist-frames/page-frames.js`, built first by `npm run build`), with index.html's
 * own markup and its own script (PAGE_SCRIPT).
 *
 * One stylesheet for the whole app, not one per chunk: a lazily loaded chunk named its stylesheet
 * among the files to load before it, and the app's start would have to know them all. Fails the
 * build when it made another number of stylesheets than one, or finds no frames' build.
 */
function pageStylesheetOfFrames(): Plugin & { fileName: () => string } {
  let stylesheet: string | undefined;
  let root = '';
  return {
    name: 'page-stylesheet',
    apply: 'build',
    enforce: 'post',
    fileName() {
      if (stylesheet === undefined) throw new Error('The build made no stylesheet');
      return stylesheet;
    },
    config: () => ({ build: { cssCodeSplit: false } }),
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (bundle === undefined) return html;
        const stylesheets = Object.values(bundle).filter((file) => file.fileName.endsWith('.css'));
        const [asset] = stylesheets;
        if (stylesheets.length !== 1 || asset?.type !== 'asset') {
          throw new Error(`The build made ${stylesheets.length} stylesheets, not one`);
        }
        const link = `<link rel="stylesheet" crossorigin href="/${asset.fileName}">`;
        if (!html.includes(link)) throw new Error(`index.html does not link ${asset.fileName}`);
        const frames = await readFile(
          path.join(root, 'dist-frames', 'page-frames.js'),
          'utf8',
        ).catch((error: unknown) => {
          throw new Error('Build the page frames first: vite build --ssr src/page-frames.tsx', {
            cause: error,
          });
        });
        stylesheet = asset.fileName;
        const whole = String(asset.source);
        asset.source = appStylesheet(whole);
        // The page's own script (bootAfterFirstPaint) names its class, which the server sets.
        const rules = pageStylesheet(whole, [frames, html, PAGE_SCRIPT]);
        return html.replace(link, () => `<style>${rules}</style>`);
      },
    },
  };
}

/**
 * Preloads the typeface (tokens.css), which the browser otherwise asks for only once the styles
 * have been applied and a text needs it: with the preload it arrives with the first script, and
 * text changes from the fallback font early or not at all. The link opens the body, not the head:
 * Chromium holds a page's first frame back for a font preloaded before the body (65–85 ms of the
 * dashboard's on slow 4G, decision 009), one in the body it fetches as early and draws at once.
 * Fails the build when the font file is no longer among the assets, so a change of the font
 * package is noticed.
 */
function preloadTypeface(): Plugin {
  return {
    name: 'preload-typeface',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        const font = Object.keys(bundle).find((name) =>
          /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (font === undefined) throw new Error('The build has no typeface to preload');
        return html.replace(
          '<body>',
          `<body><link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`,
        );
      },
    },
  };
}

/**
 * Loads the app's code from a small first module, src/boot.ts, once the page has painted its
 * first frame, instead of from index.html: on a fast connection the browser otherwise fetches and
 * runs the app's entry before it paints, and what the page shows by itself (the login's frame,
 * the loading line) waits for it. The entry and the modules Vite preloads with it move from the
 * page's tags onto the boot script's element, which adds them when it starts (decision 009), with
 * the app's stylesheet (pageStylesheetOfFrames). Before it goes the one script the page carries
 * in itself (PAGE_SCRIPT), which the page needs before any module can have arrived. Fails
 * the build when the page names no entry or the boot module was not built.
 */
function bootAfterFirstPaint(
  loginPage: { entry: () => string },
  stylesheet: { fileName: () => string },
): Plugin {
  const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const preloadLink = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
  return {
    name: 'boot-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        const boot = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'boot',
        );
        const app = entryScript.exec(html)?.[1];
        if (boot === undefined || app === undefined) {
          throw new Error('No boot module or no entry script to start from it');
        }
        const preloads = [...html.matchAll(preloadLink)].map(([, href]) => href).join(' ');
        return html
          .replace(preloadLink, '')
          .replace(
            entryScript,
            () =>
              `<script>${PAGE_SCRIPT}</script>` +
              `<script type="module" crossorigin src="/${boot.fileName}" data-app="${app}" data-preload="${preloads}" data-login="/${loginPage.entry()}" data-styles="/${stylesheet.fileName()}"></script>`,
          );
      },
    },
  };
}

/**
 * Marks the app's entry for V8 to compile all its functions while the file streams in (explicit
 * compile hints: the magic comment on the file's first line). Without it, V8 compiles each
 * function on the main thread at its first call, and the start calls most of them, inside the one
 * long task that evaluates the entry. Measured on `/login` under Lighthouse's phone (slow 4G, CPU
 * ×4), median of 10 runs each: that task 349 → 293 ms, total blocking time 314 → 243 ms.
 */
function compileEntryEagerly(entryName: string): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    enforce: 'post',
    // After Vite has put its list of the lazy chunks' files at the top of the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === entryName,
        );
        if (entry?.type !== 'chunk') throw new Error(`The build has no entry ${entryName} to mark`);
        entry.code = `//# allFunctionsCalledOnLoad\n${entry.code}`;
      },
    },
  };
}

/**
 * The bench's budgets for the JavaScript of a first visit (decision 009, issue 32), per start of
 * the page's boot module; 1 kB is 1000 bytes. The bench counts the chunks loaded after the first
 * screen too, which the build does not know of.
 */
const INITIAL_JS_BUDGETS_GZIP_BYTES = { login: 120_000, app: 150_000 } as const;

/**
 * Fails the build when the scripts index.html loads, with those its boot module starts on the
 * login page or elsewhere, are larger than that start's budget, each gzip-compressed at level 9 as
 * the bench does: noticed at the build, not at the next bench run.
 */
function initialJsBudget(): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    // The files as written: Vite completes the chunks' lists of files to preload only just before.
    writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') {
        throw new Error('The build wrote no index.html');
      }
      const html = page.source;
      const filesOf = (pattern: RegExp) =>
        [...html.matchAll(pattern)].flatMap(([, paths = '']) => paths.split(' ').filter(Boolean));
      const always = filesOf(/<(?:script|link)[^>]* (?:src|href)="\/([^"]+\.js)"/g);
      const starts = {
        login: [...always, ...filesOf(/ data-login="([^"]*)"/g)],
        app: [...always, ...filesOf(/ data-(?:app|preload)="([^"]*)"/g)],
      };
      for (const start of ['login', 'app'] as const) {
        const gzipBytes = starts[start].reduce((total, file) => {
          const fileName = file.replace(/^\//, '');
          const built = bundle[fileName];
          if (built === undefined) throw new Error(`index.html loads ${fileName}, not built`);
          const code = built.type === 'chunk' ? built.code : built.source;
          return total + gzipSync(code, { level: 9 }).length;
        }, 0);
        const budget = INITIAL_JS_BUDGETS_GZIP_BYTES[start];
        if (gzipBytes > budget) {
          throw new Error(
            `The ${start} start's first JavaScript is ${gzipBytes} bytes gzip, over its budget of ${budget}`,
          );
        }
      }
    },
  };
}

/**
 * The login page's start (src/login-main.tsx, decision 009): a visitor who opens `/login` in a
 * browser gets the login screen without the rest of the app (its router of every route, the query
 * cache, the call catalogue), and the dashboard's page starts the app after the login. Built on
 * its own, so that only what the login uses is in it, with the app's plugins that shape code; its
 * files are added to the app's, and the boot module's element names the entry (data-login).
 */
function loginPageStart(): Plugin & { entry: () => string } {
  let files: (Rollup.OutputChunk | Rollup.OutputAsset)[] = [];
  let mode = 'production';
  return {
    name: 'login-page-start',
    apply: 'build',
    entry() {
      const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
      if (entry === undefined) throw new Error("The login page's start was not built");
      return entry.fileName;
    },
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      const built = await build({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), ioniconsPerIcon(), compileEntryEagerly('login-page')],
        build: {
          write: false,
          target: 'es2022',
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { 'login-page': 'src/login-main.tsx' },
            // Named apart from the app's, so that the service worker leaves them out.
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: 'assets/login-page~[name]-[hash].js',
              assetFileNames: 'assets/login-page~[name]-[hash][extname]',
              // One file, as the app's entry is (below).
              codeSplitting: {
                groups: [
                  { name: 'login-page', tags: ['$initial'], includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      });
      files = (Array.isArray(built) ? built : [built]).flatMap((output) =>
        'output' in output ? output.output : [],
      );
      const stylesheet = files.find((file) => file.fileName.endsWith('.css'));
      if (stylesheet !== undefined) {
        throw new Error(
          `The login page's start has a stylesheet outside the page: ${stylesheet.fileName}`,
        );
      }
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: file.fileName,
          source: file.type === 'chunk' ? file.code : file.source,
        });
      }
    },
  };
}

/**
 * The service worker (decision 032): `src/service-worker/sw.ts`, built into `sw.js` with the list
 * of files it stores at install. The app registers it itself once the first screen is up, and has
 * its own manifest (decision 028). Left out: PDF.js and its worker (1.8 MB, and no letter can be
 * opened offline), the test mode's bundled data (development only) and the login page's start,
 * which only the server's login page runs.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', '*.{svg,png,webmanifest}'],
      globIgnores: ['assets/pdf-view-*.js', 'assets/demo-transport-*.js', 'assets/login-page*'],
      // Hashed names change with their content: no revision needed, and none added to the URL.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/**
 * The frames of the server's pages (src/page-frames.tsx, decision 009), for the server to render
 * with each page: `vite build --ssr src/page-frames.tsx` writes them, with everything they use, to
 * dist-frames/page-frames.js, beside the app's files and not among those the server serves.
 */
const pageFrames = defineConfig({
  plugins: [react(), ioniconsPerIcon()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-frames',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node24',
    rolldownOptions: { output: { entryFileNames: 'page-frames.js' } },
  },
});

/**
 * The modules of what the app shows once the browser is idle after its first screen
 * (`shell/start-extras.ts`, app.tsx), from the repository's root; a name that is no file fails
 * the build, so a renamed module cannot leave the group unnoticed.
 */
const START_EXTRAS = new Set(
  [
    'apps/web/src/shell/startup-notices.tsx',
    'apps/web/src/text/startup-notices.ts',
    'packages/protocol/src/calls/maintenance.ts',
    'apps/web/src/shell/analytics-prompt.tsx',
    'apps/web/src/shell/analytics-prompt-card.tsx',
    'apps/web/src/text/analytics.ts',
    'apps/web/src/offline-reading.tsx',
    'apps/web/src/api/offline-data.ts',
  ].map((file) => {
    const absolute = path.resolve(import.meta.dirname, '../..', file);
    if (!existsSync(absolute)) throw new Error(`START_EXTRAS names no file: ${file}`);
    return absolute;
  }),
);

const loginPage = loginPageStart();
const pageStyles = pageStylesheetOfFrames();

const app = defineConfig({
  plugins: [
    react(),
    precompress(),
    ioniconsPerIcon(),
    pageStyles,
    preloadTypeface(),
    bootAfterFirstPaint(loginPage, pageStyles),
    loginPage,
    compileEntryEagerly('index'),
    initialJsBudget(),
    serviceWorker(),
  ],
  build: {
    target: 'es2022',
    // Browsers preload modules themselves (Safari since 17): the polyfill was 0.2 kB gzip of the
    // first load for the few that, without it, load a screen's shared chunks a round trip later.
    modulePreload: { polyfill: false },
    // PDF.js is one chunk of 0.5 MB (150 kB gzip), loaded only when a PDF is opened.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // index.html's script is the app's entry; boot.ts starts it (bootAfterFirstPaint).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // What the first load imports statically is one file. Split, it was some twenty-five
        // chunks (modules the login and dashboard share with lazy screens), each compressed on
        // its own and each one more request: 10 kB gzip more, over the 200 kB budget (009).
        // Not recursive: recursive, the lazily imported screens joined it too (267 kB).
        codeSplitting: {
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              // The boot module stays a file of its own, which the page loads first.
              test: (id) => !/[\\/]src[\\/]boot\.ts$/.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // What the app loads once the browser is idle after its first screen (the notices,
              // the analytics question, the offline copy): one file instead of six small ones,
              // each compressed on its own and each one more request (0.7 kB gzip).
              name: 'start-extras',
              test: (id) => START_EXTRAS.has(path.normalize(id)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` sets both ports (scripts/dev.sh); another free port than the one asked for
    // would leave the address it printed wrong.
    port: Number(process.env['DEV_WEB_PORT'] ?? 5173),
    strictPort: true,
    proxy: {
      // The browser's Host stays: the server refuses a call whose Origin is not its own host
      // (http/cross-site.ts), and the app's origin is Vite's.
      '/api': { target: `http://127.0.0.1:${process.env['PORT'] ?? '8080'}`, changeOrigin: false },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild === true ? pageFrames : app));
