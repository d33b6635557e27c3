import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FaqPage } from './faq/query';
import type { NewsPage } from './news/query';
import { screenRoutes, screenSources } from './all-routes';
import { screenApi } from './screen-route';
import type { LoginSearch, PageSearch, ProcessSearch } from './search-params';
import { screens } from './screens';

/**
 * A page reads its screen's data and query with the types its route declares (checked by `npm run typecheck`, which
 * covers this file: each `@ts-expect-error` below fails the typecheck if the line stops being an error).
 */
const faqRoute = screenApi('faq');
const newsRoute = screenApi('news');
const downloadsRoute = screenApi('downloads');
const loginRoute = screenApi('login');
const articleRoute = screenApi('articles-slug');

/**
 * Reading what a screen does not have is a compile error: each line below must fail to typecheck, or its
 * `@ts-expect-error` fails `npm run typecheck`. Never called (it calls hooks); it exists for the compiler.
 */
function useReadsThatMustNotCompile() {
  // @ts-expect-error the FAQ page has categories, not news entries
  void faqRoute.useData().entries;
  // @ts-expect-error the login query has no page number
  void loginRoute.useSearch().page;
  // @ts-expect-error there is no screen by that name
  void screenApi('contact');
  // @ts-expect-error news paging is a number, not text
  const page: string | undefined = newsRoute.useSearch().page;
  void page;
  // @ts-expect-error downloads paging is a number, not text (decision 126)
  const filesPage: string | undefined = downloadsRoute.useSearch().page;
  void filesPage;
}

void useReadsThatMustNotCompile;

describe('typed screen routes', () => {
  it("a page's reads carry its loader's and validateSearch's types", () => {
    expectTypeOf<ReturnType<typeof faqRoute.useData>>().toEqualTypeOf<FaqPage>();
    expectTypeOf<ReturnType<typeof newsRoute.useData>>().toEqualTypeOf<NewsPage>();
    expectTypeOf<ReturnType<typeof newsRoute.useSearch>>().toMatchTypeOf<PageSearch>();
    expectTypeOf<ReturnType<typeof faqRoute.useSearch>>().toMatchTypeOf<PageSearch>();
    expectTypeOf<ReturnType<typeof downloadsRoute.useSearch>>().toMatchTypeOf<PageSearch>();
    expectTypeOf<ReturnType<typeof loginRoute.useSearch>>().toMatchTypeOf<LoginSearch>();
    expectTypeOf<ReturnType<typeof articleRoute.useSearch>>().toMatchTypeOf<ProcessSearch>();
  });

  it('every screen of the table has exactly one route, in the table order, and each a page source', () => {
    expect(screenRoutes.map((route) => route.screen.name)).toEqual(screens.map((screen) => screen.name));
    for (const screen of screens) expect(screenSources[screen.name]).toMatch(/^app\/screens\/[\w-]+\/page\.tsx$/);
  });
});
