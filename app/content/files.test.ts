import { describe, expect, it } from 'vitest';
import { downloadHref, filePath, fileRefOf, maxFilePathLength, parseFilePath, withFilePathsInRichText } from './files';

const id = '3c1f9a2e-5b7d-4e8f-9a1b-2c3d4e5f6a7b';
const kontentUrl = (name: string) => `https://assets-eu-01.kc-usercontent.com/8d5b0a6e-0000-4000-8000-000000000000/${id}/${name}`;

describe('the site path of a downloadable file (decision 110)', () => {
  it('is /files/{file id}/{file name} for a Kontent asset URL, the name percent-encoded', () => {
    expect(downloadHref(kontentUrl('retail-standards-2025.pdf'))).toBe(`/files/${id}/retail-standards-2025.pdf`);
    expect(downloadHref(kontentUrl('Pr%C3%A1vidla%202025.pdf'))).toBe(`/files/${id}/Pr%C3%A1vidla%202025.pdf`);
    expect(downloadHref(`/__emulator/assets/env/${id}/a.pdf`)).toBe(`/files/${id}/a.pdf`);
    expect(filePath({ id, name: 'a "b"/c.pdf' })).toBe(`/files/${id}/a%20%22b%22%2Fc.pdf`);
  });

  it('keeps a /files/ path as it is, so content the proxy already rewrote maps to the same link', () => {
    const path = `/files/${id}/Pr%C3%A1vidla%202025.pdf`;
    expect(downloadHref(path)).toBe(path);
    expect(fileRefOf(path)).toEqual({ id, name: 'Právidla 2025.pdf' });
  });

  it('never falls back to the asset URL: anything not shaped like an asset has no link', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://assets.example/only-a-name.pdf',
      `https://assets.example/env/not-a-uuid/x.pdf`,
      `ftp://assets.example/env/${id}/x.pdf`,
      kontentUrl('%2e%2e'),
      kontentUrl('a%00b.pdf'),
      kontentUrl('%E0%A4%A'),
      '',
    ]) {
      expect(downloadHref(url), url).toBeUndefined();
    }
  });

  it('reads each asset URL once and answers the same after, for more files than it keeps', () => {
    const first = fileRefOf(kontentUrl('kept.pdf'));
    expect(fileRefOf(kontentUrl('kept.pdf'))).toBe(first);
    expect(fileRefOf('javascript:alert(1)')).toBeUndefined();
    expect(fileRefOf('javascript:alert(1)')).toBeUndefined();
    // A brand's files outnumber what is kept: every one still maps to its own path.
    const other = (n: number) => `https://assets.example/env/${id.slice(0, -6)}${String(n).padStart(6, '0')}/file-${n}.pdf`;
    for (let n = 0; n < 5000; n++) expect(fileRefOf(other(n))?.name).toBe(`file-${n}.pdf`);
    expect(fileRefOf(other(7))).toEqual({ id: `${id.slice(0, -6)}000007`, name: 'file-7.pdf' });
  });
});

describe('parseFilePath: the requested path, bounded against hostile input', () => {
  it('reads the file id and the decoded name', () => {
    expect(parseFilePath(`/files/${id}/price-list-template.csv`)).toEqual({ id, name: 'price-list-template.csv' });
    expect(parseFilePath(`/files/${id}/K%C3%B8benhavn.pdf`)).toEqual({ id, name: 'København.pdf' });
  });

  it.each([
    ['no file', '/files/'],
    ['no name', `/files/${id}`],
    ['an empty name', `/files/${id}/`],
    ['an extra segment', `/files/${id}/a/b.pdf`],
    ['an upper-case id', `/files/${id.toUpperCase()}/a.pdf`],
    ['an id that is no UUID', '/files/..%2F..%2Fapi/a.pdf'],
    ['an encoded slash in the name', `/files/${id}/..%2F..%2Fapi%2Fsession`],
    ['an encoded backslash', `/files/${id}/..%5Csecret`],
    ['a dot-dot name', `/files/${id}/..`],
    ['an encoded dot-dot name', `/files/${id}/%2E%2E`],
    ['a NUL byte', `/files/${id}/a%00.pdf`],
    ['a control character', `/files/${id}/a%0d%0aSet-Cookie:x.pdf`],
    ['broken percent-encoding', `/files/${id}/a%E0%A4%A.pdf`],
    ['a raw quote', `/files/${id}/a".pdf`],
    ['an overlong name', `/files/${id}/${'a'.repeat(256)}.pdf`],
    ['an overlong path', `/files/${id}/${'%41'.repeat(maxFilePathLength)}`],
    ['another prefix', `/filesx/${id}/a.pdf`],
  ])('refuses %s', (_case, path) => {
    expect(parseFilePath(path)).toBeUndefined();
  });
});

describe('withFilePathsInRichText', () => {
  it('points asset links at /files/ and leaves images and other links alone', () => {
    const html =
      `<p><a data-asset-id="x" href="${kontentUrl('a.pdf')}">PDF</a> <a href="https://brand.example/">site</a></p>` +
      `<figure data-asset-id="y" data-image-id="y"><img src="${kontentUrl('b.svg')}" data-asset-id="y"></figure>`;
    const rewritten = withFilePathsInRichText(html);
    expect(rewritten).toContain(`<a data-asset-id="x" href="/files/${id}/a.pdf">PDF</a>`);
    expect(rewritten).toContain('href="https://brand.example/"');
    expect(rewritten).toContain(`src="${kontentUrl('b.svg')}"`);
    expect(rewritten).not.toContain(kontentUrl('a.pdf'));
  });

  it('empties the href of an asset link it cannot read, rather than pass the asset URL on', () => {
    expect(withFilePathsInRichText('<a href="https://x.example/a.pdf" data-asset-id="x">A</a>')).toBe('<a href="" data-asset-id="x">A</a>');
  });
});
