// Small illustrative images as SVG (they scale to any requested width, so the image-service parameters make sense),
// plus one tiny PNG so raster handling is exercised too.
const scene = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

export const images = {
  'showroom.svg': scene(
    1280,
    720,
    '<rect width="1280" height="720" fill="#e8f1ec"/><rect x="80" y="160" width="1120" height="420" rx="16" fill="#ffffff" stroke="#419468" stroke-width="6"/><path d="M380 470h520l-50-150a40 40 0 0 0-38-28H468a40 40 0 0 0-38 28z" fill="#0e3a2f"/><circle cx="470" cy="490" r="42" fill="#161718"/><circle cx="810" cy="490" r="42" fill="#161718"/>',
  ),
  'retail-team.svg': scene(
    1280,
    720,
    '<rect width="1280" height="720" fill="#f4f4f4"/><circle cx="440" cy="300" r="90" fill="#419468"/><rect x="330" y="410" width="220" height="200" rx="90" fill="#419468"/><circle cx="840" cy="300" r="90" fill="#0e3a2f"/><rect x="730" y="410" width="220" height="200" rx="90" fill="#0e3a2f"/>',
  ),
  'meadow.svg': scene(
    1280,
    720,
    '<rect width="1280" height="720" fill="#dff0ff"/><rect y="460" width="1280" height="260" fill="#78c27f"/><circle cx="1080" cy="140" r="70" fill="#ffd54a"/><g fill="#e85d75"><circle cx="200" cy="520" r="14"/><circle cx="420" cy="560" r="14"/><circle cx="700" cy="510" r="14"/><circle cx="960" cy="580" r="14"/></g>',
  ),
  'charging.svg': scene(
    1280,
    720,
    '<rect width="1280" height="720" fill="#10231d"/><rect x="520" y="140" width="240" height="440" rx="24" fill="#419468"/><path d="M660 220l-80 150h70l-30 130 100-170h-72z" fill="#ffffff"/>',
  ),
  // 4:3, unlike the others: its metadata has no dimensions (./registry.ts), as for a file Kontent could not measure.
  'dealer-event.svg': scene(
    1024,
    768,
    '<rect width="1024" height="768" fill="#fff7e6"/><rect x="120" y="420" width="784" height="200" rx="20" fill="#0e3a2f"/><circle cx="300" cy="260" r="80" fill="#419468"/><circle cx="720" cy="260" r="80" fill="#e8a33d"/>',
  ),
  'brand-mark.png': 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNwnJIBRAwQCgAiHgT1A9wo0AAAAABJRU5ErkJggg==',
} as const;

export type ImageFileName = keyof typeof images;

/** Raster files are stored base64-encoded in this module; everything else is text. */
export const base64Files: ReadonlySet<string> = new Set(['brand-mark.png']);
