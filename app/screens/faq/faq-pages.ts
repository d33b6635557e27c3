/** The questions of one category that a FAQ page shows: `from` (inclusive) to `to` (exclusive). */
export interface FaqPart {
  category: number;
  from: number;
  to: number;
}

/**
 * The FAQ's questions cut into pages of at most `pageSize` (decision 126), given each category's number of
 * questions in order: a category starts a new page when it does not fit in what is left of the current one, so
 * categories stay whole where they can; a category longer than a page is cut into pages of its own. Always at least
 * one page (an empty FAQ is one empty page); an empty category keeps its place, for its title.
 */
export function faqPages(categorySizes: readonly number[], pageSize: number): FaqPart[][] {
  const pages: FaqPart[][] = [];
  let current: FaqPart[] = [];
  let used = 0;
  const close = () => {
    if (current.length > 0) pages.push(current);
    current = [];
    used = 0;
  };
  categorySizes.forEach((size, category) => {
    if (used > 0 && used + size > pageSize) close();
    let from = 0;
    while (size - from > pageSize) {
      current.push({ category, from, to: from + pageSize });
      from += pageSize;
      close();
    }
    current.push({ category, from, to: size });
    used += size - from;
  });
  close();
  return pages.length > 0 ? pages : [[]];
}
