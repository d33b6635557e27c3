import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ExperiencePage } from '../../content/queries/experiences';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentAnchor } from '../content-anchor/ContentAnchor';
import { LeadImage } from '../content-image/ContentImage';
import { RichText } from '../rich-text/RichText';
import './experience.css';

const backToList = msg({ id: 'experience.backToList', message: 'All experiences' });

/** product §2 experience item: its title, place, summary, image and rich-text body, with the way back to the list. */
export function ExperienceView({ page }: { page: ExperiencePage }) {
  const { i18n } = useLingui();
  return (
    <article className="screen screen--experience experience" {...smartLinkAttributes(page.smart)}>
      <p className="experience__back">
        <ContentAnchor href={page.listHref}>{i18n._(backToList)}</ContentAnchor>
      </p>
      <header className="page-header">
        <h1 className="page-title" {...elementAttributes('title')}>
          {page.title}
        </h1>
        {page.location && (
          <p className="experience__location" {...elementAttributes('location')}>
            {page.location}
          </p>
        )}
        {page.summary && (
          <p className="page-intro" {...elementAttributes('summary')}>
            {page.summary}
          </p>
        )}
      </header>
      {page.image && <LeadImage className="experience__image" image={page.image} />}
      <RichText value={page.body} element="body" className="experience__body" />
    </article>
  );
}
