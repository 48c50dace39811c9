import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{schemas,lake,functions,site,studio}/test/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
    pool: 'forks',
    maxWorkers: 2,
    // Browser tests on a loaded 2-core machine can take a minute; a hung one still fails.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
