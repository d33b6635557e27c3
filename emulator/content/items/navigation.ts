// Header navigation, three levels deep, and the footer.
import { item } from '../source.ts';

export const navigationItems = [
  item({
    codename: 'header_navigation',
    type: 'header_navigation',
    name: 'Header navigation',
    elements: { items: ['nav_retail', 'nav_network', 'nav_sustainability', 'nav_administration'] },
  }),
  item({
    codename: 'nav_retail',
    type: 'navigation_first_level',
    name: 'Navigation: Retail',
    elements: {
      title: { en: 'Retail', cs: 'Prodej', fr_fr: 'Vente', da_dk: 'Salg', ro_ro: 'Vânzări', bg_bg: 'Продажби' },
      items: ['nav_retail_news', 'nav_retail_process'],
    },
  }),
  item({
    codename: 'nav_retail_news',
    type: 'navigation_second_level',
    name: 'Navigation: Retail / News',
    elements: {
      icon: ['icon-calendar.svg'],
      title: { en: 'News and articles', cs: 'Novinky a články', fr_fr: 'Actualités et articles', da_dk: 'Nyheder og artikler', ro_ro: 'Știri și articole', bg_bg: 'Новини и статии' },
      link: ['link_news'],
      items: ['nav3_news', 'nav3_retail_standards', 'nav3_green_retail', 'nav3_experiences'],
    },
  }),
  item({
    codename: 'nav_retail_process',
    type: 'navigation_second_level',
    name: 'Navigation: Retail / Customer process',
    elements: {
      icon: ['icon-people.svg'],
      title: { en: 'Customer process', cs: 'Zákaznický proces', fr_fr: 'Parcours client', da_dk: 'Kunderejsen', ro_ro: 'Procesul clientului', bg_bg: 'Клиентски процес' },
      link: ['link_customer_process'],
      items: ['nav3_customer_process'],
    },
  }),
  item({
    codename: 'nav_network',
    type: 'navigation_first_level',
    name: 'Navigation: Network',
    elements: {
      title: { en: 'Network', cs: 'Síť', fr_fr: 'Réseau', da_dk: 'Netværk', ro_ro: 'Rețea', bg_bg: 'Мрежа' },
      items: ['nav_network_support'],
    },
  }),
  item({
    codename: 'nav_network_support',
    type: 'navigation_second_level',
    name: 'Navigation: Network / Support',
    elements: {
      icon: ['icon-wrench.svg'],
      title: { en: 'Support', cs: 'Podpora', fr_fr: 'Assistance', da_dk: 'Support', ro_ro: 'Asistență', bg_bg: 'Поддръжка' },
      items: ['nav3_faq', 'nav3_downloads', 'nav3_contacts', 'nav3_standards_pdf', 'nav3_brand_website'],
    },
  }),
  item({
    codename: 'nav_sustainability',
    type: 'navigation_first_level',
    name: 'Navigation: Sustainability',
    elements: {
      title: { en: 'Sustainability', cs: 'Udržitelnost', fr_fr: 'Durabilité', da_dk: 'Bæredygtighed', ro_ro: 'Sustenabilitate', bg_bg: 'Устойчивост' },
      link: ['link_biodiversity'],
      items: ['nav_sustainability_biodiversity'],
    },
  }),
  item({
    codename: 'nav_sustainability_biodiversity',
    type: 'navigation_second_level',
    name: 'Navigation: Sustainability / Biodiversity',
    elements: {
      icon: ['icon-bee.svg'],
      title: { en: 'Biodiversity', cs: 'Biodiverzita', fr_fr: 'Biodiversité', da_dk: 'Biodiversitet', ro_ro: 'Biodiversitate', bg_bg: 'Биоразнообразие' },
      link: ['link_biodiversity'],
      items: [],
    },
  }),
  item({
    codename: 'nav_administration',
    type: 'navigation_first_level',
    name: 'Navigation: Administration',
    elements: {
      title: { en: 'Administration', cs: 'Administrace', fr_fr: 'Administration', da_dk: 'Administration', ro_ro: 'Administrare', bg_bg: 'Администрация' },
      link: ['link_register'],
      items: [],
    },
  }),
  ...(
    [
      ['nav3_news', 'link_news'],
      ['nav3_retail_standards', 'link_article_retail_standards'],
      ['nav3_green_retail', 'link_article_green_retail'],
      ['nav3_experiences', 'link_experiences'],
      ['nav3_customer_process', 'link_customer_process'],
      ['nav3_faq', 'link_faq'],
      ['nav3_downloads', 'link_downloads'],
      ['nav3_contacts', 'link_contacts'],
      ['nav3_standards_pdf', 'link_standards_pdf'],
      ['nav3_brand_website', 'link_brand_website'],
    ] as const
  ).map(([codename, link]) =>
    item({ codename, type: 'navigation_third_level', name: `Navigation third level: ${link}`, elements: { link: [link] } }),
  ),
  item({
    codename: 'footer',
    type: 'footer',
    name: 'Footer',
    elements: {
      links: ['footer_contacts', 'footer_faq', 'footer_downloads', 'footer_brand'],
      copyright: {
        en: '© 2025 Brand Retail Network. All rights reserved.',
        cs: '© 2025 Brand Retail Network. Všechna práva vyhrazena.',
        fr_fr: '© 2025 Brand Retail Network. Tous droits réservés.',
        da_dk: '© 2025 Brand Retail Network. Alle rettigheder forbeholdes.',
        ro_ro: '© 2025 Brand Retail Network. Toate drepturile rezervate.',
        bg_bg: '© 2025 Brand Retail Network. Всички права запазени.',
      },
    },
  }),
  ...(
    [
      ['footer_contacts', 'link_contacts', { en: 'Contacts', cs: 'Kontakty', fr_fr: 'Contacts', da_dk: 'Kontakter', ro_ro: 'Contacte', bg_bg: 'Контакти' }],
      ['footer_faq', 'link_faq', { en: 'FAQ', cs: 'Časté dotazy', fr_fr: 'FAQ', da_dk: 'FAQ', ro_ro: 'Întrebări frecvente', bg_bg: 'Въпроси' }],
      ['footer_downloads', 'link_downloads', { en: 'Downloads', cs: 'Ke stažení', fr_fr: 'Téléchargements', da_dk: 'Downloads', ro_ro: 'Descărcări', bg_bg: 'Изтегляния' }],
      ['footer_brand', 'link_brand_website', { en: 'Brand website', cs: 'Web značky', fr_fr: 'Site de la marque', da_dk: 'Mærkets hjemmeside', ro_ro: 'Site-ul mărcii', bg_bg: 'Уебсайт на марката' }],
    ] as const
  ).map(([codename, link, title]) =>
    item({ codename, type: 'footer_link', name: `Footer link: ${link}`, elements: { title, link: [link] } }),
  ),
];
