import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferByteCount, reactBunServerBuild, withStringLength } from './plugin';

const require = createRequire(import.meta.url);

describe("React's Bun server build without Buffer (decision 096)", () => {
  for (const build of ['production', 'development']) {
    it(`replaces the per-chunk byte count of the installed React's ${build} build`, () => {
      const file = path.join(path.dirname(require.resolve('react-dom/package.json')), `cjs/react-dom-server.bun.${build}.js`);
      expect(reactBunServerBuild.test(file)).toBe(true);
      const patched = withStringLength(readFileSync(file, 'utf8'), file);
      expect(patched).not.toContain(bufferByteCount);
      expect(patched).not.toMatch(/\bBuffer\./);
      expect(patched).toContain('return chunk.length;');
    });
  }

  it('fails the build when React no longer has the call', () => {
    expect(() => withStringLength('function byteLengthOfChunk(chunk) { return chunk.byteLength; }', 'react-dom-server.bun.production.js')).toThrow(
      /no Buffer\.byteLength\(chunk, "utf8"\) to replace/,
    );
  });
});
