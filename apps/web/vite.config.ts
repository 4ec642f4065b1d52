import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Ionic's packages declare no "sideEffects", so every component would be bundled; its
        // JavaScript modules only define things on use. CSS files keep their side effects.
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/]@ionic[\\/](core|react|react-router)[\\/].*\.js$/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
