import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
