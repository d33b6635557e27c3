import { describe, expect, it, vi } from 'vitest';
import { browserWindow, isElement, isElementNamed, isHtmlElement, whenLoadedAndIdle } from './dom';

// app/dom.ts: how code that runs on both sides reaches the page (decision 104), here in a browser-like page.
describe('the page, as shared code reaches it', () => {
  it('the window is the page’s own', () => {
    expect(browserWindow()).toBe(window);
    expect(browserWindow()?.document).toBe(document);
  });

  it('tells elements by node type and local name, without element constructors', () => {
    const input = document.createElement('input');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    expect(isElement(input)).toBe(true);
    expect(isElement(document.createTextNode('text'))).toBe(false);
    expect(isElement(null)).toBe(false);
    expect(isElement({ nodeType: 3 })).toBe(false);
    expect(isElementNamed(input, 'input')).toBe(true);
    expect(isElementNamed(input, 'textarea')).toBe(false);
    expect(isElementNamed(document.createElement('details'), 'details')).toBe(true);
    // An SVG element with an HTML element's name is not that HTML element.
    expect(isElementNamed(document.createElementNS('http://www.w3.org/2000/svg', 'a'), 'a')).toBe(false);
    expect(isHtmlElement(input)).toBe(true);
    expect(isHtmlElement(svg)).toBe(false);
  });
});

describe('whenLoadedAndIdle', () => {
  it('runs once the loaded page is idle (200 ms where there is no idle callback), unless called off', () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      whenLoadedAndIdle(window, () => ran.push('kept'));
      const callOff = whenLoadedAndIdle(window, () => ran.push('called off'));
      callOff();
      vi.advanceTimersByTime(199);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['kept']);
    } finally {
      vi.useRealTimers();
    }
  });
});
