import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// One setting for the build and the browser: `SANITY_*` (as the function reads them) also feed the browser client
// when the `VITE_SANITY_*` form is not given. Only non-secret values are copied; a token never is.
for (const name of ['API_HOST', 'PROJECT_ID', 'DATASET', 'API_VERSION']) {
  const plain = process.env[`SANITY_${name}`]
  if (plain && !process.env[`VITE_SANITY_${name}`]) process.env[`VITE_SANITY_${name}`] = plain
}

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022' },
})
