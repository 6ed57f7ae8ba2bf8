import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';

/** The light theme's background (src/web/styles.css `--bg`): the splash screen and the browser's bar. */
const BACKGROUND = '#faf7f5';

/**
 * React Router's package points bundlers only at its development build (its warnings and their checks on every render
 * and navigation; upstream remix-run/react-router#14102). A production build takes the production build beside it.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
  plugins: [
    react(),
    tailwindcss(),
    // Installable and readable offline (docs/architecture.md, "Offline"): the manifest, and a service worker that
    // precaches the shell and every screen's chunk. A new version waits until she presses Reload
    // (src/web/lib/service-worker.ts registers it after the page has loaded, so the first page does not carry it).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon-180x180.png', 'theme-init.js'],
      manifest: {
        id: '/',
        name: 'Zara · Pregnancy & postpartum companion',
        short_name: 'Zara',
        description: 'A calm pregnancy and postpartum companion.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BACKGROUND,
        background_color: BACKGROUND,
        // Made from the logo by `npm run icons` (pwa-assets.config.ts).
        icons: [
          { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every screen's chunk, its styles, pictures and fonts: any screen opens with no signal.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,avif,jpg,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The guides she has opened (her week, articles, FAQs): fresh when online, the last copy offline.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/(weeks|postpartum-weeks|education|milestone-templates|affirmations)(\/|$)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'zara-content',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: which built files each screen needs, named in the page the server sends for its
    // address (src/server/plugins/app-pages.ts).
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Fewer requests on a slow network (issue 21). Left alone, the bundler made 13 files of what every page runs
        // first and gave each icon two screens share a file of its own: a screen asked for 20-50 files of 1-4 KB,
        // which a phone waits for six at a time. What every page runs first (the app's entry and all it imports:
        // React, the router, the query client, the frame) is one file, and the icons the screens share are one.
        // Each module stays in exactly one file (copies would split a module's state in two).
        codeSplitting: {
          groups: [
            { name: 'app', test: /src[\\/]web[\\/]main\.tsx$/, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
