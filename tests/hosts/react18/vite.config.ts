import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The client-only page, and the page drawn on a server (prerender.mjs).
  build: { rolldownOptions: { input: ['index.html', 'ssr.html'] } },
});
