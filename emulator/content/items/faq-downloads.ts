// FAQ categories and questions, and the downloadable files.
import { perLanguage, pick, type Localized } from '../localized.ts';
import { item, localizedRichText, type DemoItem } from '../source.ts';

type Text = Localized<string>;

const faq = (codename: string, question: Text, answer: Text): DemoItem =>
  item({
    codename,
    type: 'faq_item',
    name: question,
    elements: { question, answer: localizedRichText(perLanguage((l) => `<p>${pick(answer, l)}</p>`)) },
  });

export const faqItems: DemoItem[] = [
  item({
    codename: 'faq_category_portal',
    type: 'faq_category',
    name: 'FAQ: Portal',
    elements: {
      title: { en: 'Using the portal', cs: 'Používání portálu', fr_fr: 'Utiliser le portail', da_dk: 'Brug af portalen', ro_ro: 'Utilizarea portalului', bg_bg: 'Използване на портала' },
      items: ['faq_sign_in', 'faq_languages', 'faq_administration'],
    },
  }),
  item({
    codename: 'faq_category_orders',
    type: 'faq_category',
    name: 'FAQ: Orders',
    elements: {
      title: { en: 'Orders and material', cs: 'Objednávky a materiály', fr_fr: 'Commandes et supports', da_dk: 'Bestillinger og materiale', ro_ro: 'Comenzi și materiale', bg_bg: 'Поръчки и материали' },
      items: ['faq_demo_cars', 'faq_signage', 'faq_price_list'],
    },
  }),
  faq('faq_sign_in', { en: 'How do I sign in?', cs: 'Jak se přihlásím?', fr_fr: 'Comment me connecter ?', da_dk: 'Hvordan logger jeg ind?', ro_ro: 'Cum mă autentific?', bg_bg: 'Как да вляза?' }, { en: 'Use your company single sign-on account.', cs: 'Použijte svůj firemní účet pro jednotné přihlášení.', fr_fr: 'Utilisez le compte d’authentification unique de votre entreprise.', da_dk: 'Brug din virksomheds single sign-on-konto.', ro_ro: 'Folosiți contul de autentificare unică al companiei.', bg_bg: 'Използвайте фирмения си акаунт за единен вход.' }),
  faq('faq_languages', { en: 'Can I change the language?', cs: 'Mohu změnit jazyk?', fr_fr: 'Puis-je changer de langue ?', da_dk: 'Kan jeg skifte sprog?', ro_ro: 'Pot schimba limba?', bg_bg: 'Мога ли да сменя езика?' }, { en: 'Yes, with the language selector in the header.', cs: 'Ano, pomocí výběru jazyka v záhlaví.', fr_fr: 'Oui, avec le sélecteur de langue dans l’en-tête.', da_dk: 'Ja, med sprogvælgeren i toppen.', ro_ro: 'Da, cu selectorul de limbă din antet.', bg_bg: 'Да, чрез избора на език в заглавната лента.' }),
  faq('faq_administration', { en: 'Who can edit content?', cs: 'Kdo může upravovat obsah?', fr_fr: 'Qui peut modifier le contenu ?', da_dk: 'Hvem kan redigere indhold?', ro_ro: 'Cine poate edita conținutul?', bg_bg: 'Кой може да редактира съдържанието?' }, { en: 'Editors at headquarters and importers, through Administration.', cs: 'Redaktoři v centrále a importéři, přes Administraci.', fr_fr: 'Les rédacteurs du siège et les importateurs, via Administration.', da_dk: 'Redaktører i hovedkontoret og importører via Administration.', ro_ro: 'Editorii de la sediul central și importatorii, prin Administrare.', bg_bg: 'Редакторите в централата и вносителите, чрез Администрация.' }),
  faq('faq_demo_cars', { en: 'How do I order demo cars?', cs: 'Jak objednám předváděcí vozy?', fr_fr: 'Comment commander des véhicules de démonstration ?', da_dk: 'Hvordan bestiller jeg demobiler?', ro_ro: 'Cum comand mașini demonstrative?', bg_bg: 'Как да поръчам демонстрационни автомобили?' }, { en: 'Through your importer’s ordering system.', cs: 'Přes objednávkový systém vašeho importéra.', fr_fr: 'Via le système de commande de votre importateur.', da_dk: 'Gennem din importørs bestillingssystem.', ro_ro: 'Prin sistemul de comenzi al importatorului dumneavoastră.', bg_bg: 'Чрез системата за поръчки на вашия вносител.' }),
  faq('faq_signage', { en: 'When does the new signage arrive?', cs: 'Kdy dorazí nové označení?', fr_fr: 'Quand arrive la nouvelle signalétique ?', da_dk: 'Hvornår kommer den nye skiltning?', ro_ro: 'Când sosește noua semnalizare?', bg_bg: 'Кога пристигат новите табели?' }, { en: 'During the summer, by region.', cs: 'Během léta, postupně podle regionů.', fr_fr: 'Pendant l’été, région par région.', da_dk: 'I løbet af sommeren, region for region.', ro_ro: 'În timpul verii, pe regiuni.', bg_bg: 'През лятото, по региони.' }),
  faq('faq_price_list', { en: 'Where is the price list template?', cs: 'Kde najdu šablonu ceníku?', fr_fr: 'Où trouver le modèle de liste de prix ?', da_dk: 'Hvor finder jeg prislisteskabelonen?', ro_ro: 'Unde găsesc șablonul listei de prețuri?', bg_bg: 'Къде е шаблонът за ценова листа?' }, { en: 'In the downloads section.', cs: 'V sekci souborů ke stažení.', fr_fr: 'Dans la rubrique Téléchargements.', da_dk: 'Under downloads.', ro_ro: 'În secțiunea de descărcări.', bg_bg: 'В раздела за изтегляния.' }),
];

const download = (
  codename: string,
  file: 'retail-standards-2025.pdf' | 'biodiversity-catalogue.pdf' | 'price-list-template.csv' | 'dealer-starter-kit.zip' | 'service-hours.txt',
  category: 'guidelines' | 'templates' | 'marketing',
  title: Text,
  description: Text,
): DemoItem =>
  item({ codename, type: 'download', name: title, elements: { title, description, file: [file], category: [category], audience: ['business'] } });

export const downloadItems: DemoItem[] = [
  download('download_standards', 'retail-standards-2025.pdf', 'guidelines', { en: 'Retail standards 2025', cs: 'Prodejní standardy 2025', fr_fr: 'Standards de vente 2025', da_dk: 'Salgsstandarder 2025', ro_ro: 'Standarde de vânzare 2025', bg_bg: 'Търговски стандарти 2025' }, { en: 'Showroom and handover standards.', cs: 'Standardy showroomu a předání vozu.', fr_fr: 'Standards du showroom et de la livraison.', da_dk: 'Standarder for showroom og udlevering.', ro_ro: 'Standarde pentru showroom și predare.', bg_bg: 'Стандарти за шоурума и предаването.' }),
  download('download_price_list', 'price-list-template.csv', 'templates', { en: 'Price list template', cs: 'Šablona ceníku', fr_fr: 'Modèle de liste de prix', da_dk: 'Prislisteskabelon', ro_ro: 'Șablon listă de prețuri', bg_bg: 'Шаблон за ценова листа' }, { en: 'Spreadsheet template for local prices.', cs: 'Tabulková šablona pro místní ceny.', fr_fr: 'Modèle de tableur pour les prix locaux.', da_dk: 'Regnearksskabelon til lokale priser.', ro_ro: 'Șablon de tabel pentru prețurile locale.', bg_bg: 'Таблица-шаблон за местните цени.' }),
  download('download_starter_kit', 'dealer-starter-kit.zip', 'templates', { en: 'Dealer starter kit', cs: 'Startovací balíček prodejce', fr_fr: 'Kit de démarrage distributeur', da_dk: 'Startpakke til forhandlere', ro_ro: 'Pachet de start pentru dealeri', bg_bg: 'Стартов пакет за търговци' }, { en: 'Checklist for opening a new retail point.', cs: 'Kontrolní seznam pro otevření nového prodejního místa.', fr_fr: 'Liste de contrôle pour l’ouverture d’un nouveau point de vente.', da_dk: 'Tjekliste til åbning af en ny forhandler.', ro_ro: 'Listă de verificare pentru deschiderea unui nou punct de vânzare.', bg_bg: 'Списък за откриване на нов търговски обект.' }),
  download('download_biodiversity', 'biodiversity-catalogue.pdf', 'marketing', { en: 'Biodiversity catalogue', cs: 'Katalog biodiverzity', fr_fr: 'Catalogue biodiversité', da_dk: 'Biodiversitetskatalog', ro_ro: 'Catalog de biodiversitate', bg_bg: 'Каталог за биоразнообразие' }, { en: 'Measures for nature-friendly retail sites.', cs: 'Opatření pro prodejny šetrné k přírodě.', fr_fr: 'Mesures pour des sites de vente favorables à la nature.', da_dk: 'Tiltag for naturvenlige forhandlere.', ro_ro: 'Măsuri pentru puncte de vânzare prietenoase cu natura.', bg_bg: 'Мерки за търговски обекти, щадящи природата.' }),
  download('download_service_hours', 'service-hours.txt', 'guidelines', { en: 'Support desk hours', cs: 'Provozní doba podpory', fr_fr: 'Horaires de l’assistance', da_dk: 'Supportens åbningstider', ro_ro: 'Programul asistenței', bg_bg: 'Работно време на поддръжката' }, { en: 'When the retail support desk is available.', cs: 'Kdy je podpora prodejců k dispozici.', fr_fr: 'Quand l’assistance distributeurs est disponible.', da_dk: 'Hvornår forhandlersupporten er åben.', ro_ro: 'Când este disponibilă asistența pentru dealeri.', bg_bg: 'Кога е на разположение поддръжката за търговци.' }),
];
