import { describe, expect, it } from 'vitest';
import { withFilePaths } from './content-files';

const id = '3c1f9a2e-5b7d-4e8f-9a1b-2c3d4e5f6a7b';
const assetUrl = (name: string) => `https://assets.example/env/${id}/${name}`;
const asset = (name: string, type: string) => ({ name, type, size: 1, url: assetUrl(name), width: null, height: null });
const item = (type: string, elements: Record<string, unknown>) => ({ system: { type, codename: type }, elements });

describe('withFilePaths: Kontent JSON as the browser receives it (decision 110)', () => {
  it('rewrites downloads, asset links and rich-text asset links wherever the item sits, and leaves images', () => {
    const body = JSON.stringify({
      items: [item('download', { file: { type: 'asset', value: [asset('a.pdf', 'application/pdf')] } })],
      modular_content: {
        link: item('asset_link', { asset: { type: 'asset', value: [asset('b.png', 'image/png')] } }),
        article: item('article', {
          image: { type: 'asset', value: [asset('c.svg', 'image/svg+xml')] },
          body: { type: 'rich_text', value: `<p><a data-asset-id="d" href="${assetUrl('d.zip')}">zip</a></p>` },
        }),
      },
    });
    const out = withFilePaths(body);
    expect(out).toContain(`/files/${id}/a.pdf`);
    // An image offered as a file is a download too.
    expect(out).toContain(`/files/${id}/b.png`);
    expect(out).toContain(`href=\\"/files/${id}/d.zip\\"`);
    expect(out).toContain(assetUrl('c.svg'));
    for (const name of ['a.pdf', 'b.png', 'd.zip']) expect(out).not.toContain(assetUrl(name));
  });

  it('empties a download URL it cannot read, and passes answers without downloads on untouched', () => {
    const odd = JSON.stringify({ item: item('download', { file: { type: 'asset', value: [{ name: 'x', url: 'https://x.example/x.pdf' }] } }) });
    expect(JSON.parse(withFilePaths(odd)).item.elements.file.value[0].url).toBe('');
    const plain = '{ "items": [], "pagination": {} }';
    expect(withFilePaths(plain)).toBe(plain);
  });
});
