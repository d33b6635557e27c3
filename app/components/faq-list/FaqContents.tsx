import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { FaqContentsEntry } from '../../screens/faq/query';
import type { I18n } from '@lingui/core';
import { formatNumber } from '../../i18n/formats';
import { workerMemo } from '../../memo/worker-memo';
import './faq-list.css';

const label = msg({ id: 'faq.contents.label', message: 'Topics' });
// The count written by formatNumber, not as `#`: Lingui writes `#` with an Intl.NumberFormat (decision 134).
const questions = (count: number, shown: string) =>
  msg({ id: 'faq.contents.count', message: plural(count, { one: `${shown} question`, other: `${shown} questions` }) });

/**
 * In the worker, "25 questions" kept per locale and count: a brand's FAQ lists a line for each of its 20-odd topics
 * on every page, and Lingui's plural (its rules, a number format and a regular expression per call) was a third of
 * what the contents cost the worker (decision 140). The catalogs are the build's, so a locale's text for a count
 * never changes.
 */
const countTexts = workerMemo<string>(512, 32);
const questionCount = (i18n: I18n, count: number): string =>
  countTexts(`${i18n.locale}:${count}`, () => i18n._(questions(count, formatNumber(i18n, count))));

/**
 * The topics of a FAQ of several pages (decision 126), each a plain link to the page and the heading it starts at,
 * so a retailer sees every topic and reaches any of them in one step, with or without script. The router marks the
 * topics on the page shown as current (`aria-current="page"`). Nothing for a FAQ of one page: its headings are all there.
 */
export function FaqContents({ entries }: { entries: FaqContentsEntry[] }) {
  const { i18n } = useLingui();
  if (entries.length === 0) return null;
  return (
    <nav className="faq-contents" aria-labelledby="faq-contents-title">
      <h2 id="faq-contents-title" className="faq-contents__title">
        {i18n._(label)}
      </h2>
      <ol className="faq-contents__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to="."
              search={(old: Record<string, unknown>) => ({ ...old, page: entry.page > 1 ? entry.page : undefined })}
              hash={entry.anchor}
              // The first page has no `page` in its address: without this, the router would mark its topics current on every page.
              activeOptions={{ explicitUndefined: true }}
              className="faq-contents__link"
            >
              {entry.title}
            </Link>{' '}
            <span className="faq-contents__count">{questionCount(i18n, entry.count)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
