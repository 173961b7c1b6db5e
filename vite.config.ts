// The web build of the renderer. The desktop build (electron.vite.config.ts) uses the same config.
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
const apiTarget = process.env.ATRIUM_DEV_API ?? 'http://127.0.0.1:8787';

export function rendererConfig(outDir: string): UserConfig {
  return {
    root,
    // app://atrium/ in the desktop app and the site root on the web: absolute asset paths work in both.
    base: '/',
    plugins: [react()],
    resolve: { alias: { '@shared': shared, '@renderer': `${root}/src` } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        // These packages, and src/shared (pure declarations), have no import side effects; saying so
        // lets the bundler drop the parts a page never uses: antd's dependency tree (about 16 KB gzip on
        // /home), and the schemas of the tool registry when only its navigation is read.
        treeshake: {
          moduleSideEffects: (id: string) =>
            !/node_modules[\\/](@rc-component|@ant-design|i18next|react-i18next)[\\/]|[\\/]src[\\/]shared[\\/]/.test(
              id,
            ),
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  };
}

export default defineConfig(rendererConfig(fileURLToPath(new URL('./out/web', import.meta.url))));
