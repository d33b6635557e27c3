import type { BannerModel } from './block';
import { elementAttributes, itemElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentImage } from '../../components/content-image/ContentImage';
import { ContentAnchor } from '../../components/content-anchor/ContentAnchor';

export function Banner({ banner, eager = false }: { banner: BannerModel; eager?: boolean }) {
  const style = banner.theme ? { background: banner.theme.background, color: banner.theme.foreground } : undefined;
  return (
    <section className="banner" style={style} data-banner-id={banner.key} aria-label={banner.title} {...smartLinkAttributes(banner.smart)}>
      <div className="banner__text">
        <h2 className="banner__title" {...elementAttributes('title')}>
          {banner.title}
        </h2>
        {banner.text && <p {...elementAttributes('text')}>{banner.text}</p>}
        {banner.link?.href && (
          // The words are the link item's title: clicking them edits that title (the banner's `link` element is one click up).
          <ContentAnchor className="banner__link" href={banner.link.href} {...itemElementAttributes(banner.link.smart, 'title')}>
            {banner.link.title}
          </ContentAnchor>
        )}
      </div>
      {banner.image && (
        <ContentImage
          className="banner__image"
          image={banner.image}
          displayWidth={480}
          sizes="(min-width: 900px) 480px, 100vw"
          eager={eager}
          attributes={elementAttributes('image')}
        />
      )}
    </section>
  );
}
