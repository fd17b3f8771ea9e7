import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminDevPlugin } from './src/admin/vite-plugin.ts';
import { contentPlugin, mdxPlugin } from './src/content/vite-plugin.ts';

export default defineConfig({
  // Pull-request previews live under a sub-path such as /pr-preview/pr-12/.
  base: process.env.BASE_PATH ?? '/',
  plugins: [contentPlugin(), mdxPlugin(), react({ include: /\.(mdx|tsx?)$/ }), adminDevPlugin()],
  build: { target: 'es2022' },
});
