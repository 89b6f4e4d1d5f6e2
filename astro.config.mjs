import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { pagefindIndex } from './site/integrations/pagefind';
import { serviceWorker } from './site/integrations/service-worker';

// The product is one origin: this builds the static pages and islands that the Bun server publishes.
// CATALOGUE_SNAPSHOT names the published species its catalogue lists show (see catalogue/model/snapshot.ts); the
// species pages themselves are the catalogue engine's (catalogue/engine/full-build.ts).
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: process.env.SITE_BUILD_DIR ?? './dist/site',
  site: process.env.PUBLIC_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Every page in each language (rules/languages.ts): English at today's addresses, the others under their prefix,
  // Chinese (zh-Hans) under /zh/. A page not written for a language is the English page rendered at that address,
  // which takes its language from there (layouts/Layout.astro).
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es', 'de', 'fr', { path: 'zh', codes: ['zh-Hans'] }],
    fallback: { es: 'en', de: 'en', fr: 'en', zh: 'en' },
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
  },
  integrations: [react(), pagefindIndex(), serviceWorker()],
  vite: {
    resolve: {
      alias: {
        '@rules': fileURLToPath(new URL('./rules', import.meta.url)),
        '@catalogue': fileURLToPath(new URL('./catalogue', import.meta.url)),
        '@messages': fileURLToPath(new URL('./messages/compiled', import.meta.url)),
      },
    },
  },
});
