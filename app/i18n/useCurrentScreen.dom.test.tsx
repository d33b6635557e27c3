import { act, cleanup, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { Profiler } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useCurrentLocale } from './useCurrentScreen';

afterEach(cleanup);

function LocaleName() {
  return <p data-testid="locale">{useCurrentLocale().code}</p>;
}

/**
 * The shell (document, header, footer) reads the locale with `useCurrentLocale`: a navigation within a language must
 * not render it again, inside the tap or when the page shows (decision 134).
 */
it('renders a reader of the locale again when the language changes, not on a navigation within it', async () => {
  const commits = { count: 0 };
  const root = createRootRoute({
    component: () => (
      <>
        <Profiler id="shell" onRender={() => (commits.count += 1)}>
          <LocaleName />
        </Profiler>
        <Outlet />
      </>
    ),
  });
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => <h1>{path}</h1> });
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/news'), page('/downloads'), page('/cs/novinky')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await settle();
  const settled = commits.count;
  expect(view.getByTestId('locale').textContent).toBe('default');

  await act(() => router.navigate({ to: '/news' }));
  await act(() => router.navigate({ to: '/downloads' }));
  await settle();
  expect(view.getByRole('heading').textContent).toBe('/downloads');
  expect(commits.count).toBe(settled);

  await act(() => router.navigate({ to: '/cs/novinky' }));
  await settle();
  expect(view.getByTestId('locale').textContent).toBe('cs');
  expect(commits.count).toBeGreaterThan(settled);
});
