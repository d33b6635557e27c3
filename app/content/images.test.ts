import { describe, expect, it, vi } from 'vitest';
import { imageOf } from './images';
import { imageSources, imageUrl, unknownSizeAspect } from '../components/content-image/image-sources';

const raster = imageOf({
  name: 'a.jpg',
  type: 'image/jpeg',
  size: 1,
  url: 'https://assets.example/env/id/a.jpg',
  description: 'A car',
  width: 2400,
  height: 1200,
})!;

describe('images through the Kontent image service', () => {
  it('asks for webp at the width, with the height of the aspect ratio', () => {
    expect(imageUrl(raster, 600)).toBe('https://assets.example/env/id/a.jpg?w=600&h=300&fm=webp&fit=crop');
  });

  it('keeps same-origin asset paths relative', () => {
    const local = { ...raster, url: '/__emulator/assets/env/id/a.jpg' };
    expect(imageUrl(local, 460)).toBe('/__emulator/assets/env/id/a.jpg?w=460&h=230&fm=webp&fit=crop');
  });

  it('offers 1x and 2x widths from the breakpoints, never beyond the original, with real dimensions', () => {
    const sources = imageSources(raster, 800);
    expect(sources.width).toBe(800);
    expect(sources.height).toBe(400);
    const widths = sources.srcSet!.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths).toEqual([460, 600, 800, 900, 1200, 1440, 1536, 1600]);
    expect(sources.srcSet).toContain('w=1600&h=800&fm=webp');
  });

  it('serves SVG as it is', () => {
    const svg = imageOf({ name: 'a.svg', type: 'image/svg+xml', size: 1, url: '/a.svg', description: '', width: 100, height: 50 })!;
    expect(imageSources(svg, 400)).toEqual({ src: '/a.svg', width: 100, height: 50 });
  });

  it('crops a raster image to the frame: a square portrait asks the image service for square crops', () => {
    const sources = imageSources(raster, 96, 1);
    expect(sources).toMatchObject({ width: 96, height: 96 });
    expect(sources.src).toBe('https://assets.example/env/id/a.jpg?w=96&h=96&fm=webp&fit=crop');
    expect(sources.srcSet).toBe(
      'https://assets.example/env/id/a.jpg?w=96&h=96&fm=webp&fit=crop 96w, https://assets.example/env/id/a.jpg?w=192&h=192&fm=webp&fit=crop 192w',
    );
  });

  it('a crop is never wider than the original allows: a square of a 2:1 image is at most its height', () => {
    const sources = imageSources(raster, 2000, 1);
    expect(sources).toMatchObject({ width: 1200, height: 1200 });
    expect(sources.srcSet).not.toContain('w=1440');
  });

  it('a vector image in a frame of another aspect takes the frame dimensions, cropped by its CSS', () => {
    const svg = imageOf({ name: 'a.svg', type: 'image/svg+xml', size: 1, url: '/a.svg', description: '', width: 1280, height: 720 })!;
    expect(imageSources(svg, 96, 1)).toEqual({ src: '/a.svg', width: 96, height: 96 });
    expect(imageSources(svg, 800)).toEqual({ src: '/a.svg', width: 800, height: 450 });
  });

  it('an asset of another kind is not an image', () => {
    expect(imageOf({ name: 'a.pdf', type: 'application/pdf', size: 1, url: '/a.pdf', description: '', width: null, height: null })).toBeUndefined();
  });
});

describe('image metadata that cannot be read (product §8)', () => {
  it('is logged, and the image gets zero dimensions (decision 123)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asset = { name: 'x.png', description: 'A car', type: 'image/png', size: 1, url: '/assets/x.png', width: null, height: null };
    expect(imageOf(asset)).toEqual({ url: '/assets/x.png', alt: 'A car', width: 0, height: 0, vector: false });
    expect(warn).toHaveBeenCalledWith('Image metadata could not be read', '/assets/x.png');
    warn.mockClear();
    expect(imageOf(undefined)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('is shown in a frame the page reserves, fitted inside, asked at widths only (decision 123)', () => {
    const image = { url: '/assets/x.png?v=2', alt: '', width: 0, height: 0, vector: false };
    const sources = imageSources(image, 800);
    // The frame: the display width, and the place's shape or 3:2, so the layout does not move when the file arrives.
    expect(sources).toMatchObject({ width: 800, height: Math.round(800 * unknownSizeAspect), fitted: true });
    expect(sources.src).toBe('/assets/x.png?v=2&w=800&fm=webp&fit=clip');
    expect(sources.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '460w',
      '600w',
      '800w',
      '900w',
      '1200w',
      '1440w',
      '1536w',
      '1600w',
    ]);
    expect(imageSources(image, 96, 1)).toMatchObject({ width: 96, height: 96, fitted: true });
    // A vector image of unknown size is served as it is, in the same kind of frame.
    expect(imageSources({ ...image, url: '/assets/logo.svg', vector: true }, 300)).toEqual({
      src: '/assets/logo.svg',
      width: 300,
      height: 200,
      fitted: true,
    });
    // Known sizes are unchanged: cropped to their own shape, never fitted.
    expect(imageSources({ ...image, width: 1600, height: 900 }, 800).fitted).toBeUndefined();
  });
});

describe('sources kept per isolate (decision 140)', () => {
  it('answers every image, width and frame its own sources, asked in any order', () => {
    const image = { ...raster, url: 'https://assets.example/env/id/kept.jpg' };
    // Each differs from the first in one thing the sources are made of.
    const asks: [typeof image, number, number?][] = [
      [image, 800],
      [{ ...image, url: 'https://assets.example/env/id/other.jpg' }, 800],
      [{ ...image, width: 1600 }, 800],
      [{ ...image, height: 1600 }, 800],
      [{ ...image, width: 0, height: 0 }, 800],
      [{ ...image, vector: true }, 800],
      [image, 400],
      [image, 800, 1],
      [image, 800, 0.4],
    ];
    const first = asks.map(([asked, width, aspect]) => imageSources(asked, width, aspect));
    expect(new Set(first.map((sources) => JSON.stringify(sources))).size).toBe(asks.length);
    const again = asks.toReversed().map(([asked, width, aspect]) => imageSources(asked, width, aspect));
    expect(again.toReversed()).toEqual(first);
    // The alt text is no part of the sources: the same sources serve an image described otherwise.
    expect(imageSources({ ...image, alt: 'Another text' }, 800)).toEqual(first[0]);
  });
});
