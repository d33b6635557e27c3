import type { BiodiversityPage, BiodiversityTile } from '../../content/queries/biodiversity';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { Button } from '../../blocks/button/Button';
import { ContentImage } from '../content-image/ContentImage';
import { ContentLink } from '../../blocks/link/ContentLink';
import { PageHeader } from '../page-header/PageHeader';
import { RichText } from '../rich-text/RichText';
import { StatBlock } from '../../blocks/stat-block/StatBlock';
import './biodiversity.css';

function Tile({ tile, eager = false }: { tile: BiodiversityTile; eager?: boolean }) {
  return (
    <article className="bio-tile" {...smartLinkAttributes(tile.smart)}>
      {tile.image && (
        <ContentImage
          image={tile.image}
          displayWidth={400}
          sizes="(min-width: 900px) 33vw, 100vw"
          eager={eager}
          attributes={elementAttributes('image')}
        />
      )}
      <h3 className="bio-tile__title" {...elementAttributes('title')}>
        {tile.title}
      </h3>
      {tile.text && <p {...elementAttributes('text')}>{tile.text}</p>}
      {tile.stat && <StatBlock stat={tile.stat} />}
    </article>
  );
}

/** product §2 biodiversity page: tiles of measures with their figures, a promo and a catalogue. */
export function Biodiversity({ page }: { page: BiodiversityPage }) {
  return (
    <div className="screen screen--biodiversity" {...smartLinkAttributes(page.smart)}>
      <PageHeader title={page.title} intro={<RichText value={page.intro} element="intro" className="page-intro" />} />
      {page.tiles && (
        <section className="bio-tiles" {...smartLinkAttributes(page.tiles.smart)}>
          {page.tiles.title && (
            <h2 className="block-title" {...elementAttributes('title')}>
              {page.tiles.title}
            </h2>
          )}
          <div className="bio-tiles__grid" {...insertableElementAttributes('tiles')}>
            {page.tiles.tiles.map((tile, index) => (
              <Tile key={tile.key} tile={tile} eager={index === 0} />
            ))}
          </div>
        </section>
      )}
      {page.promo && (
        <section className="bio-promo" {...smartLinkAttributes(page.promo.smart)}>
          <div>
            <h2 className="block-title" {...elementAttributes('title')}>
              {page.promo.title}
            </h2>
            <RichText value={page.promo.text} element="text" />
            {page.promo.button && <Button button={page.promo.button} />}
          </div>
          {page.promo.image && (
            <ContentImage
              image={page.promo.image}
              displayWidth={560}
              sizes="(min-width: 900px) 50vw, 100vw"
              attributes={elementAttributes('image')}
            />
          )}
        </section>
      )}
      {page.catalogue && (
        <section className="bio-catalogue" {...smartLinkAttributes(page.catalogue.smart)}>
          <h2 className="block-title" {...elementAttributes('title')}>
            {page.catalogue.title}
          </h2>
          {page.catalogue.description && <p {...elementAttributes('description')}>{page.catalogue.description}</p>}
          <div className="bio-catalogue__entries" {...insertableElementAttributes('entries')}>
            {page.catalogue.entries.map((entry) =>
              entry.kind === 'tile' ? <Tile key={entry.key} tile={entry} /> : <ContentLink key={entry.key} link={entry} />,
            )}
          </div>
        </section>
      )}
    </div>
  );
}
