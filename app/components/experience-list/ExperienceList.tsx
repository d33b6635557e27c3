import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ExperienceCard, ExperienceListPage } from '../../content/queries/experiences';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentAnchor } from '../content-anchor/ContentAnchor';
import { ContentImage } from '../content-image/ContentImage';
import { PageHeader } from '../page-header/PageHeader';
import { RichText } from '../rich-text/RichText';
import './experience-list.css';

const empty = msg({ id: 'experiences.empty', message: 'No experiences are published yet.' });

/** product §2 list page: the list item's intro and a card per experience, each leading to its page. */
export function ExperienceList({ page }: { page: ExperienceListPage }) {
  const { i18n } = useLingui();
  return (
    <div className="screen screen--list" {...smartLinkAttributes(page.smart)}>
      <PageHeader title={page.title} intro={<RichText value={page.intro} element="intro" className="page-intro" />} />
      {page.experiences.length === 0 ? (
        <p className="experience-list__empty">{i18n._(empty)}</p>
      ) : (
        <ul className="experience-list" {...insertableElementAttributes('experiences')}>
          {page.experiences.map((card, index) => (
            <li key={card.key}>
              <ExperienceCardView card={card} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One card: the whole card is the link's hit area, the title names it for assistive technology. */
function ExperienceCardView({ card, eager }: { card: ExperienceCard; eager: boolean }) {
  return (
    <article className="experience-card" {...smartLinkAttributes(card.smart)}>
      {card.image && (
        <ContentImage
          className="experience-card__image"
          image={card.image}
          displayWidth={400}
          sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
          eager={eager}
          attributes={elementAttributes('image')}
        />
      )}
      <div className="experience-card__text">
        <h2 className="experience-card__title">
          <ContentAnchor href={card.href} className="experience-card__link" {...elementAttributes('title')}>
            {card.title}
          </ContentAnchor>
        </h2>
        {card.location && (
          <p className="experience-card__location" {...elementAttributes('location')}>
            {card.location}
          </p>
        )}
        {card.summary && <p {...elementAttributes('summary')}>{card.summary}</p>}
      </div>
    </article>
  );
}
