import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressedLinkLocation, tellPressedLinks } from './pressed-links';

const origin = window.location.origin;

/** A press (pointer down) on the first element matching `selector` in `html`. */
function press(html: string, selector: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const event = new MouseEvent('pointerdown', { bubbles: true, button: 0, ...init });
  const target = document.querySelector(selector);
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page a press on a link leads to', () => {
  it('is the link’s path inside the base path, with its query, for a link of the site', () => {
    expect(pressedLinkLocation(press('<a href="/retail/news?page=2"><span>News</span></a>', 'span'), '/retail', origin)).toEqual({
      pathname: '/news',
      search: '?page=2',
    });
    expect(pressedLinkLocation(press('<a href="/faqs">FAQ</a>', 'a'), '', origin)).toEqual({ pathname: '/faqs', search: '' });
  });

  it('is nothing for a press the router does not follow in this window', () => {
    const none = [
      press('<a href="https://brand.example/news">elsewhere</a>', 'a'),
      press('<a href="/news" target="_blank">new tab</a>', 'a'),
      press('<a href="/file.pdf" download>file</a>', 'a'),
      press('<a href="/news">news</a>', 'a', { ctrlKey: true }),
      press('<a href="/news">news</a>', 'a', { button: 1 }),
      press('<button type="button">menu</button>', 'button'),
    ];
    for (const event of none) expect(pressedLinkLocation(event, '', origin)).toBeUndefined();
    expect(pressedLinkLocation(press('<a href="/other/news">outside</a>', 'a'), '/retail', origin)).toBeUndefined();
  });
});

it('tells of each press on a link of the site, before its click', () => {
  const pressed = vi.fn();
  const stop = tellPressedLinks(document, '', pressed);
  document.body.innerHTML = '<a href="/downloads"><span>Downloads</span></a><p>text</p>';
  document.querySelector('span')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  document.querySelector('p')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  stop();
  document.querySelector('span')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  expect(pressed.mock.calls).toEqual([[{ pathname: '/downloads', search: '' }]]);
});
