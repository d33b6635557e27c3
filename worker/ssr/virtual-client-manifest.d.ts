// The module build/client-manifest/plugin.ts provides at build time (and in dev and tests).
declare module 'virtual:client-manifest' {
  const manifest: import('./client-manifest').ClientManifest;
  export default manifest;
}
