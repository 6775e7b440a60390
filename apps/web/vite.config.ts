import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/embed': `http://localhost:${apiPort}`,
      '/demo': `http://localhost:${apiPort}`,
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
