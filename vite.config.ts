// The web build of the renderer. The desktop build (electron.vite.config.ts) uses the same config.
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
const apiTarget = process.env.ATRIUM_DEV_API ?? 'http://127.0.0.1:8787';

/**
 * The bots' widget loader (src/renderer/widget/loader.ts) as /widget.js beside the web app: one classic
 * script, minified, named without a hash (owners' pages name it), built on its own so nothing of the app
 * comes with it.
 */
function widgetLoader(): Plugin {
  return {
    name: 'atrium-widget-loader',
    apply: 'build',
    async generateBundle() {
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: { '@shared': shared } },
        build: {
          write: false,
          minify: true,
          target: 'es2019',
          lib: {
            entry: `${root}/widget/loader.ts`,
            formats: ['iife'],
            name: 'AtriumWidget',
            fileName: () => 'widget.js',
          },
        },
      });
      const [output] = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunk = output?.output.find((file) => file.type === 'chunk');
      if (!chunk) throw new Error('the widget loader was not built');
      this.emitFile({ type: 'asset', fileName: 'widget.js', source: chunk.code });
    },
  };
}

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

const web = rendererConfig(fileURLToPath(new URL('./out/web', import.meta.url)));
export default defineConfig({ ...web, plugins: [...(web.plugins ?? []), widgetLoader()] });
