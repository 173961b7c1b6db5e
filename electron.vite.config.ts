// The desktop build: Electron main, the sandboxed preload and the same renderer the web serves.
import { defineConfig } from 'electron-vite';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { rendererConfig } from './vite.config';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
const out = (part: string) => fileURLToPath(new URL(`./out/${part}`, import.meta.url));

export default defineConfig({
  main: {
    resolve: { alias: { '@shared': shared } },
    build: {
      outDir: out('main'),
      rolldownOptions: {
        input: { index: fileURLToPath(new URL('./src/main/index.ts', import.meta.url)) },
      },
    },
  },
  preload: {
    resolve: { alias: { '@shared': shared } },
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: out('preload'),
      // A sandboxed preload cannot load ES modules or node_modules: one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: fileURLToPath(new URL('./src/preload/index.ts', import.meta.url)) },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig(out('renderer')),
    build: {
      ...rendererConfig(out('renderer')).build,
      rolldownOptions: {
        ...rendererConfig(out('renderer')).build?.rolldownOptions,
        input: { index: fileURLToPath(new URL('./src/renderer/index.html', import.meta.url)) },
      },
    },
  },
});
