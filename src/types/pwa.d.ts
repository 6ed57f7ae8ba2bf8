/** The service worker's registration module, made by vite-plugin-pwa at build time (src/web/lib/service-worker.ts). */
/// <reference types="vite-plugin-pwa/vanillajs" />
