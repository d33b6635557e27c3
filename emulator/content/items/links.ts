// Link items: internal links to every page (one to the register anchor, which shows the Administration button),
// an external link and an asset link.
import { item } from '../source.ts';

export const linkItems = [
  item({
    codename: 'link_home',
    type: 'internal_link',
    name: 'Link: Home',
    elements: { title: { en: 'Home', cs: 'Úvod', fr_fr: 'Accueil', da_dk: 'Forside', ro_ro: 'Acasă', bg_bg: 'Начало' }, target: ['home'] },
  }),
  item({
    codename: 'link_register',
    type: 'internal_link',
    name: 'Link: Administration (register)',
    elements: {
      title: { en: 'Administration', cs: 'Administrace', fr_fr: 'Administration', da_dk: 'Administration', ro_ro: 'Administrare', bg_bg: 'Администрация' },
      target: ['home'],
      anchor: 'register',
    },
  }),
  item({
    codename: 'link_news',
    type: 'internal_link',
    name: 'Link: News',
    elements: { title: { en: 'News', cs: 'Novinky', fr_fr: 'Actualités', da_dk: 'Nyheder', ro_ro: 'Știri', bg_bg: 'Новини' }, target: ['news'] },
  }),
  item({
    codename: 'link_faq',
    type: 'internal_link',
    name: 'Link: FAQ',
    elements: { title: { en: 'FAQ', cs: 'Časté dotazy', fr_fr: 'FAQ', da_dk: 'Ofte stillede spørgsmål', ro_ro: 'Întrebări frecvente', bg_bg: 'Често задавани въпроси' }, target: ['faq'] },
  }),
  item({
    codename: 'link_downloads',
    type: 'internal_link',
    name: 'Link: Downloads',
    elements: { title: { en: 'Downloads', cs: 'Soubory ke stažení', fr_fr: 'Téléchargements', da_dk: 'Downloads', ro_ro: 'Descărcări', bg_bg: 'Изтегляния' }, target: ['downloads'] },
  }),
  item({
    codename: 'link_contacts',
    type: 'internal_link',
    name: 'Link: Contacts',
    elements: { title: { en: 'Contacts', cs: 'Kontakty', fr_fr: 'Contacts', da_dk: 'Kontakter', ro_ro: 'Contacte', bg_bg: 'Контакти' }, target: ['contacts'] },
  }),
  item({
    codename: 'link_experiences',
    type: 'internal_link',
    name: 'Link: Experiences',
    elements: {
      title: { en: 'Retail experiences', cs: 'Zážitky v prodejně', fr_fr: 'Expériences en point de vente', da_dk: 'Oplevelser hos forhandleren', ro_ro: 'Experiențe în showroom', bg_bg: 'Преживявания в търговския обект' },
      target: ['experiences'],
    },
  }),
  item({
    codename: 'link_customer_process',
    type: 'internal_link',
    name: 'Link: Customer process',
    elements: {
      title: { en: 'Customer process', cs: 'Zákaznický proces', fr_fr: 'Parcours client', da_dk: 'Kunderejsen', ro_ro: 'Procesul clientului', bg_bg: 'Клиентски процес' },
      target: ['customer_process_page'],
    },
  }),
  item({
    codename: 'link_biodiversity',
    type: 'internal_link',
    name: 'Link: Biodiversity',
    elements: {
      title: { en: 'Biodiversity', cs: 'Biodiverzita', fr_fr: 'Biodiversité', da_dk: 'Biodiversitet', ro_ro: 'Biodiversitate', bg_bg: 'Биоразнообразие' },
      target: ['biodiversity'],
    },
  }),
  item({
    codename: 'link_article_retail_standards',
    type: 'internal_link',
    name: 'Link: Retail standards article',
    elements: {
      title: { en: 'Retail standards 2025', cs: 'Prodejní standardy 2025', fr_fr: 'Standards de vente 2025', da_dk: 'Salgsstandarder 2025', ro_ro: 'Standarde de vânzare 2025', bg_bg: 'Търговски стандарти 2025' },
      target: ['article_retail_standards'],
    },
  }),
  item({
    codename: 'link_article_green_retail',
    type: 'internal_link',
    name: 'Link: Green retail article',
    elements: {
      title: { en: 'Green retail', cs: 'Zelený prodej', fr_fr: 'Vente responsable', da_dk: 'Grønt salg', ro_ro: 'Vânzări verzi', bg_bg: 'Зелена търговия' },
      target: ['article_green_retail'],
    },
  }),
  item({
    codename: 'link_brand_website',
    type: 'external_link',
    name: 'Link: Brand website',
    elements: {
      title: { en: 'Brand website', cs: 'Web značky', fr_fr: 'Site de la marque', da_dk: 'Mærkets hjemmeside', ro_ro: 'Site-ul mărcii', bg_bg: 'Уебсайт на марката' },
      url: 'https://brand.example/',
      new_window: ['true'],
    },
  }),
  item({
    codename: 'link_standards_pdf',
    type: 'asset_link',
    name: 'Link: Retail standards PDF',
    elements: {
      title: { en: 'Retail standards (PDF)', cs: 'Prodejní standardy (PDF)', fr_fr: 'Standards de vente (PDF)', da_dk: 'Salgsstandarder (PDF)', ro_ro: 'Standarde de vânzare (PDF)', bg_bg: 'Търговски стандарти (PDF)' },
      asset: ['retail-standards-2025.pdf'],
    },
  }),
];
