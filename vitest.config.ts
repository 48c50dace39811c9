import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{schemas,lake,functions,site,studio}/test/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
    pool: 'forks',
    maxWorkers: 2,
    // Browser tests on a loaded 2-core machine can take a minute; a hung one still fails.
    testTimeout: 120_000,
    // A file's set-up may build the site or the Studio, or wait for another worker's build of it, on a clean clone.
    hookTimeout: 600_000,
  },
})
