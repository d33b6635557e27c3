/**
 * The browser, as code that runs on both sides reaches it (decision 104). The `app` project has the DOM's types but
 * not its globals: a component's effect or event handler gets the page through the element React gave it
 * (`element.ownerDocument`), or through `browserWindow()`, which says plainly that there is none while the worker
 * renders. Only app/browser/ uses `window` and `document` directly.
 */

/**
 * The window as shared code may use it: the `Window` interface, the constructors it holds that shared code uses, and
 * `requestIdleCallback` as optional (Safari has none).
 */
export type BrowserWindow = Omit<Window, 'requestIdleCallback'> & {
  ResizeObserver?: new (callback: ResizeObserverCallback) => ResizeObserver;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/** The browser's window, or undefined in the worker (Workers have no `window`). */
export function browserWindow(): BrowserWindow | undefined {
  return (globalThis as { window?: BrowserWindow }).window;
}

/** An element node, told by its node type rather than `instanceof Element`, a global only browsers have. */
export function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && 'nodeType' in node && node.nodeType === 1;
}

/** An HTML element of any kind: what `focus()`, `dataset` and `name` need. */
export function isHtmlElement(node: unknown): node is HTMLElement {
  return isElement(node) && node.namespaceURI === 'http://www.w3.org/1999/xhtml';
}

/** An HTML element of one kind (`isElementNamed(target, 'input')`), told by its local name. */
export function isElementNamed<Name extends keyof HTMLElementTagNameMap>(node: unknown, name: Name): node is HTMLElementTagNameMap[Name] {
  return isHtmlElement(node) && node.localName === name;
}

/**
 * Runs `task` in a task of its own after the browser's next paint: work a tap asks for that the paint answering the
 * tap does not need (Interaction to Next Paint counts every task before that paint). Without a page, at once.
 * Answers how to call it off while it waits.
 */
export function afterNextPaint(task: () => void): () => void {
  const view = browserWindow();
  if (!view) {
    task();
    return () => undefined;
  }
  let timer: number | undefined;
  const frame = view.requestAnimationFrame(() => {
    timer = view.setTimeout(task, 0);
  });
  return () => {
    view.cancelAnimationFrame(frame);
    if (timer !== undefined) view.clearTimeout(timer);
  };
}

/**
 * Runs `task` once the page has loaded and the browser is idle (within 2 s; after 200 ms where there is no idle
 * callback): work that is no part of the page's first load. Answers how to call it off while it waits.
 */
export function whenLoadedAndIdle(view: BrowserWindow, task: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const idle = () => {
    if (view.requestIdleCallback) {
      const handle = view.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => view.cancelIdleCallback(handle);
    } else {
      const timer = view.setTimeout(task, 200);
      cancelIdle = () => view.clearTimeout(timer);
    }
  };
  if (view.document.readyState === 'complete') idle();
  else view.addEventListener('load', idle, { once: true });
  return () => {
    view.removeEventListener('load', idle);
    cancelIdle();
  };
}
