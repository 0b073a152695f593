import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The sub-path the app is served from; always with a leading and trailing slash. */
function basePath(): string {
  const raw = process.env.BASE_PATH ?? '/sms-web-client/';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

export default defineConfig({
  base: basePath(),
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['emulator/**/*.test.ts'],
        },
      },
    ],
  },
});
