import type { Plugin } from 'vite';

/** The files of React's Bun server build (react-dom/server.bun), production and development. */
export const reactBunServerBuild = /react-dom-server\.bun\.(production|development)\.js$/;

/** Where that build counts a chunk's UTF-8 bytes: Node's `Buffer`, in workerd a global getter and a native call per chunk. */
export const bufferByteCount = 'Buffer.byteLength(chunk, "utf8")';

/**
 * The Bun build's source with the chunk's byte count replaced by its string length (decision 096). The count only
 * decides when a Suspense boundary is outlined past `progressiveChunkSize`, which the worker sets to Infinity
 * (worker/ssr/render-stream.ts), so any length serves; the markup is the same. Throws when the call is not there: a
 * React whose build changed fails the build instead of silently losing the saving.
 */
export function withStringLength(code: string, id: string): string {
  if (!code.includes(bufferByteCount)) throw new Error(`${id}: no ${bufferByteCount} to replace (decision 096): check React's Bun build`);
  return code.replaceAll(bufferByteCount, 'chunk.length');
}

/** Applies `withStringLength` to React's Bun server build wherever the worker imports it (never in the browser). */
export function reactServerStringLength(): Plugin {
  return {
    name: 'react-server-string-length',
    transform(code, id) {
      if (this.environment.name === 'client' || !reactBunServerBuild.test(id)) return null;
      return { code: withStringLength(code, id), map: null };
    },
  };
}
