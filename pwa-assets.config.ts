/**
 * The app's icons, made from its logo (public/favicon.svg) by `npm run icons` (@vite-pwa/assets-generator, sharp):
 * 64, 192 and 512 px PNGs, a maskable 512 px icon on the brand plum (a launcher may crop it to any shape, so the
 * logo sits inside the safe zone), the 180 px Apple touch icon and favicon.ico. The PNGs are committed in public/;
 * run it again after changing the logo. The manifest that lists them is in vite.config.ts.
 */
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/** The logo's own plum (public/favicon.svg). */
const plum = { background: '#9b4f6f', fit: 'contain' } as const;

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { sizes: [512], padding: 0.3, resizeOptions: plum },
    apple: { sizes: [180], padding: 0.3, resizeOptions: plum },
  },
  images: ['public/favicon.svg'],
});
