// The routable listing pages: home, news, FAQ, downloads and contacts.
import { component, item, localizedRichText } from '../source.ts';

export const pageItems = [
  item({
    codename: 'home',
    type: 'home_page',
    name: 'Home',
    sitemapLocations: ['main'],
    elements: {
      title: {
        en: 'Welcome to the retail portal',
        en_ie: 'Welcome to the retail portal for Ireland',
        cs: 'Vítejte na prodejním portálu',
        fr_fr: 'Bienvenue sur le portail des distributeurs',
        da_dk: 'Velkommen til forhandlerportalen',
        ro_ro: 'Bine ați venit pe portalul dealerilor',
        bg_bg: 'Добре дошли в портала за търговци',
      },
      intro: localizedRichText(
        {
          en: '<p>Everything our retailers and importers need in one place: <a data-item="news">news</a>, standards, downloads and the <a data-item="customer_process_page">customer process</a>.</p>',
          cs: '<p>Vše, co naši prodejci a importéři potřebují, na jednom místě: <a data-item="news">novinky</a>, standardy, soubory ke stažení a <a data-item="customer_process_page">zákaznický proces</a>.</p>',
          fr_fr: '<p>Tout ce dont nos distributeurs et importateurs ont besoin au même endroit : <a data-item="news">actualités</a>, standards, téléchargements et le <a data-item="customer_process_page">parcours client</a>.</p>',
          da_dk: '<p>Alt, hvad vores forhandlere og importører har brug for, samlet ét sted: <a data-item="news">nyheder</a>, standarder, downloads og <a data-item="customer_process_page">kunderejsen</a>.</p>',
          ro_ro: '<p>Tot ce au nevoie dealerii și importatorii noștri, într-un singur loc: <a data-item="news">știri</a>, standarde, descărcări și <a data-item="customer_process_page">procesul clientului</a>.</p>',
          bg_bg: '<p>Всичко, от което нашите търговци и вносители се нуждаят, на едно място: <a data-item="news">новини</a>, стандарти, изтегляния и <a data-item="customer_process_page">клиентския процес</a>.</p>',
        },
      ),
      content: ['home_banner', 'home_showcase', 'home_stats'],
      seo_title: 'Retail portal',
      seo_description: {
        en: 'The portal of the brand retail network.',
        cs: 'Portál prodejní sítě značky.',
        fr_fr: 'Le portail du réseau de distribution de la marque.',
        da_dk: 'Portalen for mærkets forhandlernetværk.',
        ro_ro: 'Portalul rețelei de dealeri a mărcii.',
        bg_bg: 'Порталът на търговската мрежа на марката.',
      },
    },
  }),
  item({
    codename: 'home_banner',
    type: 'banner',
    name: 'Home: banner',
    elements: {
      title: {
        en: 'The new City EV arrives in showrooms in October',
        cs: 'Nový City EV dorazí do showroomů v říjnu',
        fr_fr: 'La nouvelle City EV arrive en concession en octobre',
        da_dk: 'Den nye City EV kommer i showroomet i oktober',
        ro_ro: 'Noul City EV ajunge în showroomuri în octombrie',
        bg_bg: 'Новият City EV пристига в шоурумите през октомври',
      },
      text: {
        en: 'Order demo cars and point-of-sale material now.',
        cs: 'Objednejte si předváděcí vozy a materiály do prodejny už nyní.',
        fr_fr: 'Commandez dès maintenant vos véhicules de démonstration et la PLV.',
        da_dk: 'Bestil demobiler og butiksmateriale allerede nu.',
        ro_ro: 'Comandați acum mașinile demonstrative și materialele pentru punctul de vânzare.',
        bg_bg: 'Поръчайте демонстрационни автомобили и рекламни материали още сега.',
      },
      image: ['charging.svg'],
      link: ['link_article_retail_standards'],
      priority: 1,
      theme: '{"background":"#0e3a2f","foreground":"#ffffff"}',
    },
  }),
  item({
    codename: 'home_showcase',
    type: 'showcase_block',
    name: 'Home: showcase',
    elements: {
      title: {
        en: 'Green retail starts at your site',
        cs: 'Zelený prodej začíná u vás',
        fr_fr: 'La vente responsable commence sur votre site',
        da_dk: 'Grønt salg begynder hos jer',
        ro_ro: 'Vânzările verzi încep la locația dumneavoastră',
        bg_bg: 'Зелената търговия започва от вашия обект',
      },
      text: localizedRichText({
        en: '<p>Meadows, insect hotels and solar roofs: see what other retailers have done.</p>',
        cs: '<p>Louky, hmyzí hotely a solární střechy: podívejte se, co udělali ostatní prodejci.</p>',
        fr_fr: '<p>Prairies, hôtels à insectes et toits solaires : découvrez ce que d’autres distributeurs ont réalisé.</p>',
        da_dk: '<p>Blomsterenge, insekthoteller og solcelletage: se, hvad andre forhandlere har gjort.</p>',
        ro_ro: '<p>Pajiști, hoteluri pentru insecte și acoperișuri solare: vedeți ce au făcut alți dealeri.</p>',
        bg_bg: '<p>Ливади, хотели за насекоми и соларни покриви: вижте какво са направили другите търговци.</p>',
      }),
      image: ['meadow.svg'],
      image_position: ['right'],
      buttons: ['button_biodiversity'],
    },
  }),
  item({
    codename: 'button_biodiversity',
    type: 'button',
    name: 'Button: Biodiversity',
    elements: {
      text: { en: 'Discover biodiversity', cs: 'Objevte biodiverzitu', fr_fr: 'Découvrir la biodiversité', da_dk: 'Oplev biodiversitet', ro_ro: 'Descoperiți biodiversitatea', bg_bg: 'Открийте биоразнообразието' },
      link: ['link_biodiversity'],
      style: ['primary'],
    },
  }),
  item({
    codename: 'home_stats',
    type: 'stat_block',
    name: 'Home: retail points',
    elements: {
      value: 1240,
      unit: '',
      label: { en: 'retail points in Europe', cs: 'prodejních míst v Evropě', fr_fr: 'points de vente en Europe', da_dk: 'forhandlere i Europa', ro_ro: 'puncte de vânzare în Europa', bg_bg: 'търговски обекта в Европа' },
    },
  }),
  item({
    codename: 'news',
    type: 'news_page',
    name: 'News',
    elements: {
      title: { en: 'News', cs: 'Novinky', fr_fr: 'Actualités', da_dk: 'Nyheder', ro_ro: 'Știri', bg_bg: 'Новини' },
      intro: {
        en: 'What is new in the retail network.',
        cs: 'Co je nového v prodejní síti.',
        fr_fr: 'Les nouveautés du réseau de distribution.',
        da_dk: 'Nyt fra forhandlernetværket.',
        ro_ro: 'Noutăți din rețeaua de dealeri.',
        bg_bg: 'Какво ново в търговската мрежа.',
      },
    },
  }),
  item({
    codename: 'faq',
    type: 'faq_page',
    name: 'FAQ',
    elements: {
      title: { en: 'Frequently asked questions', cs: 'Časté dotazy', fr_fr: 'Questions fréquentes', da_dk: 'Ofte stillede spørgsmål', ro_ro: 'Întrebări frecvente', bg_bg: 'Често задавани въпроси' },
      intro: {
        en: 'Answers to the questions retailers ask us most.',
        cs: 'Odpovědi na otázky, které nám prodejci kladou nejčastěji.',
        fr_fr: 'Les réponses aux questions que les distributeurs nous posent le plus souvent.',
        da_dk: 'Svar på de spørgsmål, forhandlerne oftest stiller os.',
        ro_ro: 'Răspunsuri la întrebările pe care dealerii ni le pun cel mai des.',
        bg_bg: 'Отговори на въпросите, които търговците ни задават най-често.',
      },
      categories: ['faq_category_portal', 'faq_category_orders'],
    },
  }),
  item({
    codename: 'downloads',
    type: 'downloads_page',
    name: 'Downloads',
    elements: {
      title: { en: 'Downloads', cs: 'Soubory ke stažení', fr_fr: 'Téléchargements', da_dk: 'Downloads', ro_ro: 'Descărcări', bg_bg: 'Изтегляния' },
      intro: {
        en: 'Guidelines, templates and marketing material for your retail point.',
        cs: 'Směrnice, šablony a marketingové materiály pro vaši prodejnu.',
        fr_fr: 'Guides, modèles et supports marketing pour votre point de vente.',
        da_dk: 'Retningslinjer, skabeloner og markedsføringsmateriale til jeres forretning.',
        ro_ro: 'Ghiduri, șabloane și materiale de marketing pentru punctul dumneavoastră de vânzare.',
        bg_bg: 'Насоки, шаблони и маркетингови материали за вашия търговски обект.',
      },
      downloads: ['download_standards', 'download_price_list', 'download_starter_kit', 'download_biodiversity', 'download_service_hours'],
    },
  }),
  item({
    codename: 'contacts',
    type: 'contacts_page',
    name: 'Contacts',
    elements: {
      title: { en: 'Contacts', cs: 'Kontakty', fr_fr: 'Contacts', da_dk: 'Kontakter', ro_ro: 'Contacte', bg_bg: 'Контакти' },
      intro: {
        en: 'Your contacts at headquarters and in the markets.',
        cs: 'Vaše kontakty v centrále a na trzích.',
        fr_fr: 'Vos interlocuteurs au siège et sur les marchés.',
        da_dk: 'Jeres kontakter i hovedkontoret og på markederne.',
        ro_ro: 'Persoanele de contact de la sediul central și din piețe.',
        bg_bg: 'Вашите контакти в централата и на пазарите.',
      },
      contacts: ['contact_retail_hq', 'contact_network_cz', 'contact_network_fr', 'contact_marketing'],
    },
  }),
  item({
    codename: 'contact_retail_hq',
    type: 'contact',
    name: 'Contact: Retail HQ',
    elements: {
      name: 'Jana Nováková',
      role: { en: 'Head of Retail Standards', cs: 'Vedoucí prodejních standardů', fr_fr: 'Responsable des standards de vente', da_dk: 'Chef for salgsstandarder', ro_ro: 'Șefa standardelor de vânzare', bg_bg: 'Ръководител „Търговски стандарти“' },
      email: 'retail.standards@brand.example',
      phone: '+420 200 000 100',
      country: { en: 'Czech Republic', cs: 'Česká republika', fr_fr: 'République tchèque', da_dk: 'Tjekkiet', ro_ro: 'Republica Cehă', bg_bg: 'Чехия' },
      photo: ['retail-team.svg'],
    },
  }),
  item({
    codename: 'contact_network_cz',
    type: 'contact',
    name: 'Contact: Network development',
    elements: {
      name: 'Petr Dvořák',
      role: { en: 'Network development', cs: 'Rozvoj sítě', fr_fr: 'Développement du réseau', da_dk: 'Netværksudvikling', ro_ro: 'Dezvoltarea rețelei', bg_bg: 'Развитие на мрежата' },
      email: 'network@brand.example',
      phone: '+420 200 000 200',
      country: { en: 'Czech Republic', cs: 'Česká republika', fr_fr: 'République tchèque', da_dk: 'Tjekkiet', ro_ro: 'Republica Cehă', bg_bg: 'Чехия' },
    },
  }),
  item({
    codename: 'contact_network_fr',
    type: 'contact',
    name: 'Contact: Importer France',
    elements: {
      name: 'Claire Martin',
      role: { en: 'Importer relations France', cs: 'Vztahy s importérem Francie', fr_fr: 'Relations importateur France', da_dk: 'Importørrelationer Frankrig', ro_ro: 'Relații cu importatorul Franța', bg_bg: 'Отношения с вносителя за Франция' },
      email: 'importer.fr@brand.example',
      phone: '+33 1 00 00 00 00',
      country: { en: 'France', cs: 'Francie', fr_fr: 'France', da_dk: 'Frankrig', ro_ro: 'Franța', bg_bg: 'Франция' },
    },
  }),
  item({
    codename: 'contact_marketing',
    type: 'contact',
    name: 'Contact: Retail marketing',
    elements: {
      name: 'Mads Jensen',
      role: { en: 'Retail marketing', cs: 'Marketing prodejců', fr_fr: 'Marketing distributeurs', da_dk: 'Forhandlermarkedsføring', ro_ro: 'Marketing pentru dealeri', bg_bg: 'Маркетинг за търговци' },
      email: 'retail.marketing@brand.example',
      country: { en: 'Denmark', cs: 'Dánsko', fr_fr: 'Danemark', da_dk: 'Danmark', ro_ro: 'Danemarca', bg_bg: 'Дания' },
    },
  }),
];

// Used by the styleguide to show a component that exists only inside rich text.
export const quoteComponent = component('info_panel', {
  title: { en: 'Tip', cs: 'Tip', fr_fr: 'Astuce', da_dk: 'Tip', ro_ro: 'Sfat', bg_bg: 'Съвет' },
  text: localizedRichText({
    en: '<p>Book the training two weeks before the launch.</p>',
    cs: '<p>Školení si rezervujte dva týdny před uvedením na trh.</p>',
    fr_fr: '<p>Réservez la formation deux semaines avant le lancement.</p>',
    da_dk: '<p>Book træningen to uger før lanceringen.</p>',
    ro_ro: '<p>Rezervați instruirea cu două săptămâni înainte de lansare.</p>',
    bg_bg: '<p>Запишете обучението две седмици преди старта.</p>',
  }),
  variant: ['info'],
});
