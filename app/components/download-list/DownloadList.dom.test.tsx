import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadList } from './DownloadList';
import type { DownloadFile } from '../../screens/downloads/query';
import { renderInRouter } from '../../../test/dom/render-in-router';

afterEach(cleanup);

const file = (key: string, bytes: number): DownloadFile => ({
  key,
  smart: { itemId: `00000000-0000-4000-8000-00000000000${key}` },
  title: `File ${key}`,
  description: '',
  href: `https://assets.example/${key}.pdf`,
  fileName: `${key}.pdf`,
  bytes,
  extension: 'PDF',
});

const sizes = () => [...document.querySelectorAll('.downloads__size')].map((element) => element.textContent);

describe('download sizes (product §9: MB with one decimal)', () => {
  it('shows MB with one decimal, a small file as under 0.1 MB and an empty one as 0.0 MB', async () => {
    const files = [file('1', 5_400_000), file('2', 120_000), file('3', 1_000), file('4', 0)];
    await renderInRouter(() => <DownloadList files={files} />, { path: '/downloads', screen: 'downloads', locale: 'en' });
    expect(screen.getByText('File 1')).toBeTruthy();
    expect(sizes()).toEqual(['5.1 MB', '0.1 MB', '< 0.1 MB', '0.0 MB']);
  });

  it("writes the number in the locale's way", async () => {
    await renderInRouter(() => <DownloadList files={[file('1', 5_400_000), file('3', 1_000)]} />, {
      path: '/cs/soubory-ke-stazeni',
      screen: 'downloads',
      locale: 'cs',
    });
    expect(sizes()).toEqual(['5,1 MB', '< 0,1 MB']);
  });
});
