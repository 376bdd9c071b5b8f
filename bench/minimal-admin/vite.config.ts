import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: '../results/minimal-admin', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
