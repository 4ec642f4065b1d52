import { enableCompileCache } from 'node:module';

// V8 keeps the compiled code of the server's modules on disk (in the temporary folder, or where
// NODE_COMPILE_CACHE says) for the next start: compiling them was a third of a start's time.
enableCompileCache();
await import('./serve.ts');
