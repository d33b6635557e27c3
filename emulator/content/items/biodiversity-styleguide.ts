// The biodiversity page (tiles, promo, catalogue) and the styleguide page, which uses every component type.
import { perLanguage, pick, type Localized } from '../localized.ts';
import { component, item, localizedRichText, type DemoItem } from '../source.ts';

type Text = Localized<string>;

const tile = (codename: string, title: Text, text: Text, stat: string): DemoItem =>
  item({ codename, type: 'biodiversity_tile', name: title, elements: { title, text, image: ['meadow.svg'], stat: [stat] } });

const stat = (codename: string, value: number, unit: string, label: Text): DemoItem =>
  item({ codename, type: 'stat_block', name: label, elements: { value, unit, label } });

export const biodiversityItems: DemoItem[] = [
  item({
    codename: 'biodiversity',
    type: 'biodiversity_page',
    name: 'Biodiversity',
    elements: {
      title: { en: 'Biodiversity at retail sites', cs: 'Biodiverzita na prodejních místech', fr_fr: 'La biodiversité sur les sites de vente', da_dk: 'Biodiversitet hos forhandlerne', ro_ro: 'Biodiversitatea la punctele de vânzare', bg_bg: 'Биоразнообразие в търговските обекти' },
      slug: 'biodiversity',
      intro: localizedRichText({
        en: '<p>Small areas make a big difference: meadows, hedges and insect hotels.</p>',
        cs: '<p>I malé plochy dělají velký rozdíl: louky, živé ploty a hmyzí hotely.</p>',
        fr_fr: '<p>De petites surfaces font une grande différence : prairies, haies et hôtels à insectes.</p>',
        da_dk: '<p>Små arealer gør en stor forskel: blomsterenge, hække og insekthoteller.</p>',
        ro_ro: '<p>Suprafețele mici fac o mare diferență: pajiști, garduri vii și hoteluri pentru insecte.</p>',
        bg_bg: '<p>Малките площи имат голямо значение: ливади, живи плетове и хотели за насекоми.</p>',
      }),
      tiles: ['bio_tiles'],
      promo: ['bio_promo'],
      catalogue: ['bio_catalogue'],
    },
  }),
  item({ codename: 'bio_tiles', type: 'biodiversity_tiles', name: 'Biodiversity tiles', elements: { title: { en: 'What you can do', cs: 'Co můžete udělat', fr_fr: 'Ce que vous pouvez faire', da_dk: 'Hvad I kan gøre', ro_ro: 'Ce puteți face', bg_bg: 'Какво можете да направите' }, tiles: ['bio_tile_meadow', 'bio_tile_hedge', 'bio_tile_insects'] } }),
  tile('bio_tile_meadow', { en: 'Flower meadow', cs: 'Květnatá louka', fr_fr: 'Prairie fleurie', da_dk: 'Blomstereng', ro_ro: 'Pajiște cu flori', bg_bg: 'Цветна ливада' }, { en: 'Replace lawn with native flowers.', cs: 'Nahraďte trávník původními květinami.', fr_fr: 'Remplacez le gazon par des fleurs locales.', da_dk: 'Erstat græsplænen med hjemmehørende blomster.', ro_ro: 'Înlocuiți gazonul cu flori native.', bg_bg: 'Заменете тревата с местни цветя.' }, 'stat_meadow'),
  tile('bio_tile_hedge', { en: 'Native hedge', cs: 'Živý plot z původních dřevin', fr_fr: 'Haie locale', da_dk: 'Hjemmehørende hæk', ro_ro: 'Gard viu nativ', bg_bg: 'Жив плет от местни видове' }, { en: 'Shelter for birds along the car park.', cs: 'Úkryt pro ptáky podél parkoviště.', fr_fr: 'Un abri pour les oiseaux le long du parking.', da_dk: 'Ly for fugle langs parkeringspladsen.', ro_ro: 'Adăpost pentru păsări de-a lungul parcării.', bg_bg: 'Убежище за птици покрай паркинга.' }, 'stat_hedge'),
  tile('bio_tile_insects', { en: 'Insect hotel', cs: 'Hmyzí hotel', fr_fr: 'Hôtel à insectes', da_dk: 'Insekthotel', ro_ro: 'Hotel pentru insecte', bg_bg: 'Хотел за насекоми' }, { en: 'A home for wild bees next to the entrance.', cs: 'Domov pro divoké včely u vchodu.', fr_fr: 'Un abri pour les abeilles sauvages près de l’entrée.', da_dk: 'Et hjem for vilde bier ved indgangen.', ro_ro: 'O casă pentru albinele sălbatice lângă intrare.', bg_bg: 'Дом за диви пчели до входа.' }, 'stat_insects'),
  stat('stat_meadow', 4200, 'm²', { en: 'of meadows planted', cs: 'vysetých luk', fr_fr: 'de prairies semées', da_dk: 'tilsåede enge', ro_ro: 'de pajiști semănate', bg_bg: 'засети ливади' }),
  stat('stat_hedge', 1.8, 'km', { en: 'of hedges', cs: 'živých plotů', fr_fr: 'de haies', da_dk: 'hække', ro_ro: 'de garduri vii', bg_bg: 'живи плетове' }),
  stat('stat_insects', 310, '', { en: 'insect hotels', cs: 'hmyzích hotelů', fr_fr: 'hôtels à insectes', da_dk: 'insekthoteller', ro_ro: 'hoteluri pentru insecte', bg_bg: 'хотела за насекоми' }),
  item({
    codename: 'bio_promo',
    type: 'biodiversity_promo',
    name: 'Biodiversity promo',
    elements: {
      title: { en: 'Join the programme', cs: 'Zapojte se do programu', fr_fr: 'Rejoignez le programme', da_dk: 'Deltag i programmet', ro_ro: 'Alăturați-vă programului', bg_bg: 'Включете се в програмата' },
      text: localizedRichText({
        en: '<p>We co-fund the first measures at your site.</p>',
        cs: '<p>První opatření na vaší prodejně spolufinancujeme.</p>',
        fr_fr: '<p>Nous cofinançons les premières mesures sur votre site.</p>',
        da_dk: '<p>Vi medfinansierer de første tiltag hos jer.</p>',
        ro_ro: '<p>Cofinanțăm primele măsuri la locația dumneavoastră.</p>',
        bg_bg: '<p>Съфинансираме първите мерки във вашия обект.</p>',
      }),
      image: ['meadow.svg'],
      button: ['button_biodiversity_contact'],
    },
  }),
  item({
    codename: 'button_biodiversity_contact',
    type: 'button',
    name: 'Button: contact us',
    elements: { text: { en: 'Contact us', cs: 'Kontaktujte nás', fr_fr: 'Contactez-nous', da_dk: 'Kontakt os', ro_ro: 'Contactați-ne', bg_bg: 'Свържете се с нас' }, link: ['link_contacts'], style: ['secondary'] },
  }),
  item({
    codename: 'bio_catalogue',
    type: 'biodiversity_catalogue',
    name: 'Biodiversity catalogue',
    elements: {
      title: { en: 'Catalogue of measures', cs: 'Katalog opatření', fr_fr: 'Catalogue des mesures', da_dk: 'Katalog over tiltag', ro_ro: 'Catalogul măsurilor', bg_bg: 'Каталог на мерките' },
      description: { en: 'Every measure with costs and care.', cs: 'Každé opatření s náklady a péčí.', fr_fr: 'Chaque mesure avec ses coûts et son entretien.', da_dk: 'Hvert tiltag med omkostninger og pleje.', ro_ro: 'Fiecare măsură cu costuri și întreținere.', bg_bg: 'Всяка мярка с разходите и поддръжката.' },
      entries: ['bio_tile_meadow', 'link_catalogue_pdf'],
    },
  }),
  item({
    codename: 'link_catalogue_pdf',
    type: 'asset_link',
    name: 'Link: biodiversity catalogue PDF',
    elements: { title: { en: 'Catalogue (PDF)', cs: 'Katalog (PDF)', fr_fr: 'Catalogue (PDF)', da_dk: 'Katalog (PDF)', ro_ro: 'Catalog (PDF)', bg_bg: 'Каталог (PDF)' }, asset: ['biodiversity-catalogue.pdf'] },
  }),
];

const sg = (en: string, cs: string, fr: string, da: string, ro: string, bg: string): Text => ({ en, cs, fr_fr: fr, da_dk: da, ro_ro: ro, bg_bg: bg });

export const styleguideItems: DemoItem[] = [
  item({
    codename: 'styleguide',
    type: 'page',
    name: 'Styleguide',
    elements: {
      title: sg('Styleguide', 'Styleguide', 'Guide de style', 'Stilguide', 'Ghid de stil', 'Ръководство за стил'),
      slug: 'styleguide',
      page_type: ['all'],
      content: ['home_banner', 'home_showcase', 'sg_info_panel', 'sg_tabs', 'sg_icon_list', 'sg_two_step', 'home_stats', 'sg_label', 'button_biodiversity', 'sg_text_button', 'sg_image_group', 'sg_list', 'sg_external_asset'],
      seo_description: sg(
        'Every content component of the retail portal with its variants.',
        'Všechny obsahové komponenty prodejního portálu a jejich varianty.',
        'Tous les composants de contenu du portail des distributeurs et leurs variantes.',
        'Alle indholdskomponenter i forhandlerportalen med deres varianter.',
        'Toate componentele de conținut ale portalului pentru dealeri, cu variantele lor.',
        'Всички компоненти на съдържанието на портала за търговци и техните варианти.',
      ),
    },
  }),
  item({
    codename: 'sg_info_panel',
    type: 'info_panel',
    name: 'Styleguide: info panel',
    elements: {
      title: sg('Good to know', 'Dobré vědět', 'Bon à savoir', 'Godt at vide', 'Bine de știut', 'Добре е да знаете'),
      text: localizedRichText(
        perLanguage(
          (l) =>
            `<p>${pick(sg('Rich text with a table, a link and a component', 'Formátovaný text s tabulkou, odkazem a komponentou', 'Texte enrichi avec un tableau, un lien et un composant', 'Formateret tekst med en tabel, et link og en komponent', 'Text formatat cu un tabel, un link și o componentă', 'Форматиран текст с таблица, връзка и компонент'), l)}: <a data-item="article_green_retail">Green retail</a>.</p>` +
            '<table><tbody><tr><td>A</td><td>B</td></tr><tr><td>1</td><td>2</td></tr></tbody></table><object data-component="stat"></object><object data-item="link_brand_website"></object>',
        ),
        { stat: component('stat_block', { value: 98, unit: '%', label: sg('satisfied customers', 'spokojených zákazníků', 'de clients satisfaits', 'tilfredse kunder', 'clienți mulțumiți', 'доволни клиенти') }) },
      ),
      variant: ['warning'],
    },
  }),
  item({ codename: 'sg_tabs', type: 'tabbed_content', name: 'Styleguide: tabs', elements: { title: sg('Tabs', 'Záložky', 'Onglets', 'Faner', 'File', 'Раздели'), tabs: ['sg_tab_sales', 'sg_tab_service'] } }),
  item({ codename: 'sg_tab_sales', type: 'tabbed_content_item', name: 'Styleguide: tab sales', elements: { title: sg('Sales', 'Prodej', 'Vente', 'Salg', 'Vânzări', 'Продажби'), content: localizedRichText(perLanguage((l) => `<p>${pick(sg('Sales content', 'Obsah pro prodej', 'Contenu vente', 'Salgsindhold', 'Conținut vânzări', 'Съдържание за продажби'), l)}</p>`)) } }),
  item({ codename: 'sg_tab_service', type: 'tabbed_content_item', name: 'Styleguide: tab service', elements: { title: sg('Service', 'Servis', 'Après-vente', 'Værksted', 'Service', 'Сервиз'), content: localizedRichText(perLanguage((l) => `<p>${pick(sg('Service content', 'Obsah pro servis', 'Contenu après-vente', 'Værkstedsindhold', 'Conținut service', 'Съдържание за сервиз'), l)}</p><figure data-asset="retail-team.svg"></figure>`)) } }),
  item({ codename: 'sg_icon_list', type: 'icon_list', name: 'Styleguide: icon list', elements: { title: sg('Icons', 'Ikony', 'Icônes', 'Ikoner', 'Pictograme', 'Икони'), items: ['sg_label', 'sg_label_leaf'] } }),
  item({ codename: 'sg_label', type: 'label', name: 'Styleguide: label', elements: { text: sg('Electric', 'Elektrické', 'Électrique', 'Elektrisk', 'Electric', 'Електрически'), icon: ['icon-car.svg'] } }),
  item({ codename: 'sg_label_leaf', type: 'label', name: 'Styleguide: label leaf', elements: { text: sg('Sustainable', 'Udržitelné', 'Durable', 'Bæredygtig', 'Sustenabil', 'Устойчиво'), icon: ['icon-leaf.svg'] } }),
  item({
    codename: 'sg_two_step',
    type: 'two_step_flow',
    name: 'Styleguide: two-step flow',
    elements: {
      title: sg('Two steps', 'Dva kroky', 'Deux étapes', 'To trin', 'Doi pași', 'Две стъпки'),
      first_step_title: sg('Register', 'Registrace', 'Inscription', 'Tilmelding', 'Înregistrare', 'Регистрация'),
      first_step: localizedRichText(perLanguage((l) => `<p>${pick(sg('Fill in the form.', 'Vyplňte formulář.', 'Remplissez le formulaire.', 'Udfyld formularen.', 'Completați formularul.', 'Попълнете формуляра.'), l)}</p>`)),
      second_step_title: sg('Confirm', 'Potvrzení', 'Confirmation', 'Bekræftelse', 'Confirmare', 'Потвърждение'),
      second_step: localizedRichText(perLanguage((l) => `<p>${pick(sg('Confirm by e-mail.', 'Potvrďte e-mailem.', 'Confirmez par e-mail.', 'Bekræft via e-mail.', 'Confirmați prin e-mail.', 'Потвърдете по имейл.'), l)}</p>`)),
    },
  }),
  item({ codename: 'sg_text_button', type: 'text_button', name: 'Styleguide: text button', elements: { text: sg('All news', 'Všechny novinky', 'Toutes les actualités', 'Alle nyheder', 'Toate știrile', 'Всички новини'), link: ['link_news'] } }),
  item({ codename: 'sg_image_group', type: 'image_group', name: 'Styleguide: image group', elements: { title: sg('Gallery', 'Galerie', 'Galerie', 'Galleri', 'Galerie', 'Галерия'), images: ['showroom.svg', 'meadow.svg', 'brand-mark.png'] } }),
  item({
    codename: 'sg_list',
    type: 'unordered_list',
    name: 'Styleguide: unordered list',
    elements: {
      title: sg('Checklist', 'Kontrolní seznam', 'Liste de contrôle', 'Tjekliste', 'Listă de verificare', 'Контролен списък'),
      items: localizedRichText(perLanguage((l) => `<ul><li>${pick(sg('Showroom', 'Showroom', 'Showroom', 'Showroom', 'Showroom', 'Шоурум'), l)}</li><li>${pick(sg('Service', 'Servis', 'Après-vente', 'Værksted', 'Service', 'Сервиз'), l)}</li></ul>`)),
    },
  }),
  item({ codename: 'sg_external_asset', type: 'external_asset', name: 'Styleguide: external asset', elements: { title: sg('Brand video', 'Video značky', 'Vidéo de la marque', 'Mærkevideo', 'Videoclipul mărcii', 'Видео на марката'), url: 'https://brand.example/media/retail.mp4', mime_type: 'video/mp4' } }),
];
