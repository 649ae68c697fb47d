// Vite build of the EquipDesk console. The server serves `dist/`; in development `/api` is proxied
// to the reference API (EQUIPDESK_API, default http://localhost:3000).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: process.env.EQUIPDESK_API ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP is script-src 'self': never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
