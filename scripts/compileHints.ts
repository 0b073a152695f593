/**
 * Puts V8's file-level compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) at the top of every
 * script chunk. Without it V8 compiles a function on the main thread at its first call, which made the
 * Messages page's opening tasks longer: its chunk's evaluation, and the first provider requests (axios's
 * first calls). With it V8 compiles the whole file on a background thread as it streams in. Almost
 * all of the app's code runs as the Messages page opens, so compiling a little too much costs less than
 * the main thread's pauses. Other browsers read a comment.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function eagerCompileHints(): Plugin {
  return {
    name: 'sms-web-client:compile-hints',
    apply: 'build',
    generateBundle: {
      // Last: after minification, which drops comments, and after Vite puts its preload map at the top
      // of the entry (the hint must come first).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
