import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';

// The product is one origin: this builds the static pages and islands that the Bun server publishes.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: process.env.SITE_BUILD_DIR ?? './dist/site',
  site: process.env.PUBLIC_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  vite: {
    resolve: { alias: { '@rules': fileURLToPath(new URL('./rules', import.meta.url)) } },
  },
});
