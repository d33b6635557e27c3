import type { ReactNode } from 'react';
import { elementAttributes } from '../../content/smart-link';
import './page-header.css';

/** A content page's heading and intro: the h1 is the page item's title. */
export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-title" {...elementAttributes('title')}>
        {title}
      </h1>
      {typeof intro === 'string'
        ? intro && (
            <p className="page-intro" {...elementAttributes('intro')}>
              {intro}
            </p>
          )
        : intro}
    </header>
  );
}
