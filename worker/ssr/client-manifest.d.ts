declare module 'virtual:client-manifest' {
  const manifest: import('./vite-client-manifest').ClientManifest;
  export default manifest;
}
