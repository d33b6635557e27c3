// Articles. Bodies share one structure (heading, links of every kind, an image, a table, a linked item and a
// component) around translated text, so each article exercises the whole rich-text surface.
import type { LanguageCodename } from '../../../app/content/model/index.ts';
import type { AssetFileName } from '../../assets/registry.ts';
import { perLanguage, pick, type Localized } from '../localized.ts';
import { component, dateTime, item, localizedRichText, type DemoItem } from '../source.ts';

const labels = {
  keyPoints: { en: 'Key points', cs: 'Hlavní body', fr_fr: 'Points clés', da_dk: 'Hovedpunkter', ro_ro: 'Puncte cheie', bg_bg: 'Основни моменти' },
  readAlso: { en: 'Read also', cs: 'Přečtěte si také', fr_fr: 'À lire aussi', da_dk: 'Læs også', ro_ro: 'Citiți și', bg_bg: 'Прочетете също' },
  standards: { en: 'the retail standards (PDF)', cs: 'prodejní standardy (PDF)', fr_fr: 'les standards de vente (PDF)', da_dk: 'salgsstandarderne (PDF)', ro_ro: 'standardele de vânzare (PDF)', bg_bg: 'търговските стандарти (PDF)' },
  writeUs: { en: 'write to us', cs: 'napište nám', fr_fr: 'écrivez-nous', da_dk: 'skriv til os', ro_ro: 'scrieți-ne', bg_bg: 'пишете ни' },
  area: { en: 'Area', cs: 'Oblast', fr_fr: 'Domaine', da_dk: 'Område', ro_ro: 'Domeniu', bg_bg: 'Област' },
  deadline: { en: 'Deadline', cs: 'Termín', fr_fr: 'Échéance', da_dk: 'Frist', ro_ro: 'Termen', bg_bg: 'Срок' },
  showroom: { en: 'Showroom', cs: 'Showroom', fr_fr: 'Showroom', da_dk: 'Showroom', ro_ro: 'Showroom', bg_bg: 'Шоурум' },
  service: { en: 'Service', cs: 'Servis', fr_fr: 'Après-vente', da_dk: 'Værksted', ro_ro: 'Service', bg_bg: 'Сервиз' },
  tip: { en: 'Tip', cs: 'Tip', fr_fr: 'Astuce', da_dk: 'Tip', ro_ro: 'Sfat', bg_bg: 'Съвет' },
} satisfies Record<string, Localized<string>>;

const tipComponent = (text: Localized<string>) =>
  component('info_panel', {
    title: labels.tip,
    text: localizedRichText(perLanguage((l) => `<p>${pick(text, l)}</p>`)),
    variant: ['info'],
  });

interface ArticleSource {
  codename: string;
  slug: string;
  title: Localized<string>;
  summary: Localized<string>;
  paragraph: Localized<string>;
  tip: Localized<string>;
  image: AssetFileName;
  published: string;
  minutes: number;
  audience: readonly string[];
  pageType: 'digital_showroom' | 'green_retail' | 'architecture' | 'all';
  related: string;
  languages?: readonly LanguageCodename[];
  workflowStep?: 'draft';
}

// The page shows the summary above the body, so the body opens with its heading; the link to the related article
// reads as that article's title, as a link's words should say where it leads.
const body = (a: ArticleSource, titleOf: (codename: string) => Localized<string>) =>
  localizedRichText(
    perLanguage(
      (l) =>
        `<h2>${pick(labels.keyPoints, l)}</h2>\n<p>${pick(a.paragraph, l)}</p>\n` +
        `<ul><li>${pick(labels.readAlso, l)}: <a data-item="${a.related}">${pick(titleOf(a.related), l)}</a></li>` +
        `<li><a data-asset="retail-standards-2025.pdf">${pick(labels.standards, l)}</a></li>` +
        `<li><a href="https://brand.example/retail" data-new-window="true" target="_blank" rel="noopener noreferrer">brand.example</a></li>` +
        `<li><a data-email-address="retail@brand.example" href="mailto:retail@brand.example">${pick(labels.writeUs, l)}</a></li></ul>\n` +
        `<figure data-asset="${a.image}"></figure>\n` +
        `<table><tbody><tr><td><strong>${pick(labels.area, l)}</strong></td><td><strong>${pick(labels.deadline, l)}</strong></td></tr>` +
        `<tr><td>${pick(labels.showroom, l)}</td><td>2025-12-31</td></tr><tr><td>${pick(labels.service, l)}</td><td>2026-03-31</td></tr></tbody></table>\n` +
        `<object data-item="home_stats"></object>\n<object data-component="tip"></object>`,
    ),
    { tip: tipComponent(a.tip) },
  );

const article = (a: ArticleSource, titleOf: (codename: string) => Localized<string>): DemoItem =>
  item({
    codename: a.codename,
    type: 'article',
    name: a.title,
    sitemapLocations: ['articles'],
    ...(a.languages ? { languages: a.languages } : {}),
    ...(a.workflowStep ? { workflowStep: a.workflowStep } : {}),
    lastModified: `${a.published}T10:00:00.000Z`,
    elements: {
      title: a.title,
      slug: a.slug,
      summary: a.summary,
      image: [a.image],
      published: dateTime(`${a.published}T08:00:00Z`),
      reading_minutes: a.minutes,
      body: body(a, titleOf),
      audience: a.audience,
      page_type: [a.pageType],
      related: [a.related],
      seo_title: a.title,
      seo_description: a.summary,
    },
  });

const sources: ArticleSource[] = [
  {
    codename: 'article_retail_standards',
    slug: 'retail-standards-2025',
    title: { en: 'Retail standards 2025', cs: 'Prodejní standardy 2025', fr_fr: 'Standards de vente 2025', da_dk: 'Salgsstandarder 2025', ro_ro: 'Standarde de vânzare 2025', bg_bg: 'Търговски стандарти 2025' },
    summary: {
      en: 'The updated standards for showrooms, customer reception and handover.',
      cs: 'Aktualizované standardy pro showroomy, přijetí zákazníka a předání vozu.',
      fr_fr: 'Les standards mis à jour pour les showrooms, l’accueil client et la livraison.',
      da_dk: 'De opdaterede standarder for showrooms, kundemodtagelse og udlevering.',
      ro_ro: 'Standardele actualizate pentru showroomuri, primirea clienților și predarea mașinii.',
      bg_bg: 'Актуализираните стандарти за шоурумите, посрещането на клиенти и предаването на автомобила.',
    },
    paragraph: {
      en: 'Every retail point reviews its showroom layout and handover area by the end of the year.',
      cs: 'Každé prodejní místo do konce roku zkontroluje uspořádání showroomu a prostor pro předání vozu.',
      fr_fr: 'Chaque point de vente revoit l’agencement de son showroom et de son espace de livraison d’ici la fin de l’année.',
      da_dk: 'Hver forhandler gennemgår indretningen af showroom og udleveringsområde inden årets udgang.',
      ro_ro: 'Fiecare punct de vânzare își revizuiește amenajarea showroomului și zona de predare până la sfârșitul anului.',
      bg_bg: 'Всеки търговски обект преглежда подредбата на шоурума и зоната за предаване до края на годината.',
    },
    tip: {
      en: 'Start with the handover area: customers remember it most.',
      cs: 'Začněte prostorem pro předání vozu: ten si zákazníci pamatují nejvíc.',
      fr_fr: 'Commencez par l’espace de livraison : c’est celui dont les clients se souviennent le plus.',
      da_dk: 'Begynd med udleveringsområdet: det husker kunderne bedst.',
      ro_ro: 'Începeți cu zona de predare: pe aceasta și-o amintesc clienții cel mai bine.',
      bg_bg: 'Започнете от зоната за предаване: нея клиентите помнят най-добре.',
    },
    image: 'showroom.svg',
    published: '2025-06-02',
    minutes: 6,
    audience: ['business', 'retailer'],
    pageType: 'architecture',
    related: 'article_digital_showroom',
  },
  {
    codename: 'article_green_retail',
    slug: 'green-retail',
    title: { en: 'Green retail', cs: 'Zelený prodej', fr_fr: 'Vente responsable', da_dk: 'Grønt salg', ro_ro: 'Vânzări verzi', bg_bg: 'Зелена търговия' },
    summary: {
      en: 'How retail points cut energy use and make room for nature.',
      cs: 'Jak prodejní místa snižují spotřebu energie a dělají místo přírodě.',
      fr_fr: 'Comment les points de vente réduisent leur consommation d’énergie et font de la place à la nature.',
      da_dk: 'Sådan sænker forhandlere energiforbruget og giver plads til naturen.',
      ro_ro: 'Cum reduc punctele de vânzare consumul de energie și fac loc naturii.',
      bg_bg: 'Как търговските обекти намаляват потреблението на енергия и правят място за природата.',
    },
    paragraph: {
      en: 'Solar roofs, heat pumps and native plants pay back within a few years.',
      cs: 'Solární střechy, tepelná čerpadla a původní rostliny se vrátí během několika let.',
      fr_fr: 'Toits solaires, pompes à chaleur et plantes locales sont rentabilisés en quelques années.',
      da_dk: 'Solcelletage, varmepumper og hjemmehørende planter tjener sig ind på få år.',
      ro_ro: 'Acoperișurile solare, pompele de căldură și plantele native se amortizează în câțiva ani.',
      bg_bg: 'Соларните покриви, термопомпите и местните растения се изплащат за няколко години.',
    },
    tip: {
      en: 'Ask the network team about the green retail bonus.',
      cs: 'Zeptejte se týmu rozvoje sítě na bonus za zelený prodej.',
      fr_fr: 'Renseignez-vous auprès de l’équipe réseau sur le bonus vente responsable.',
      da_dk: 'Spørg netværksteamet om bonussen for grønt salg.',
      ro_ro: 'Întrebați echipa de rețea despre bonusul pentru vânzări verzi.',
      bg_bg: 'Попитайте екипа за мрежата за бонуса за зелена търговия.',
    },
    image: 'meadow.svg',
    published: '2025-05-12',
    minutes: 4,
    audience: ['business'],
    pageType: 'green_retail',
    related: 'article_retail_standards',
  },
  {
    codename: 'article_digital_showroom',
    slug: 'digital-showroom',
    title: { en: 'The digital showroom', cs: 'Digitální showroom', fr_fr: 'Le showroom digital', da_dk: 'Det digitale showroom', ro_ro: 'Showroomul digital', bg_bg: 'Дигиталният шоурум' },
    summary: {
      en: 'Configurator screens and online appointments in every showroom.',
      cs: 'Obrazovky s konfigurátorem a online rezervace v každém showroomu.',
      fr_fr: 'Des écrans de configuration et des rendez-vous en ligne dans chaque showroom.',
      da_dk: 'Konfiguratorskærme og onlinebooking i hvert showroom.',
      ro_ro: 'Ecrane cu configurator și programări online în fiecare showroom.',
      bg_bg: 'Екрани с конфигуратор и онлайн записване във всеки шоурум.',
    },
    paragraph: {
      en: 'Customers arrive prepared: the sales talk starts where their online visit ended.',
      cs: 'Zákazníci přicházejí připraveni: rozhovor začíná tam, kde skončila jejich návštěva online.',
      fr_fr: 'Les clients arrivent préparés : l’entretien commence là où leur visite en ligne s’est arrêtée.',
      da_dk: 'Kunderne kommer forberedte: salgssamtalen begynder, hvor deres onlinebesøg sluttede.',
      ro_ro: 'Clienții vin pregătiți: discuția de vânzare începe acolo unde s-a încheiat vizita lor online.',
      bg_bg: 'Клиентите идват подготвени: разговорът започва там, където е приключило онлайн посещението им.',
    },
    tip: {
      en: 'Keep one screen free for customers who bring their own configuration.',
      cs: 'Nechte jednu obrazovku volnou pro zákazníky s vlastní konfigurací.',
      fr_fr: 'Gardez un écran libre pour les clients qui apportent leur propre configuration.',
      da_dk: 'Hold én skærm fri til kunder, der har deres egen konfiguration med.',
      ro_ro: 'Păstrați un ecran liber pentru clienții care vin cu propria configurație.',
      bg_bg: 'Оставете един екран свободен за клиенти, които носят собствена конфигурация.',
    },
    image: 'showroom.svg',
    published: '2025-04-22',
    minutes: 5,
    audience: ['product', 'electric'],
    pageType: 'digital_showroom',
    related: 'article_charging_at_retail',
  },
  {
    codename: 'article_charging_at_retail',
    slug: 'charging-at-retail',
    title: { en: 'Charging at the retail point', cs: 'Nabíjení na prodejním místě', fr_fr: 'La recharge au point de vente', da_dk: 'Opladning hos forhandleren', ro_ro: 'Încărcarea la punctul de vânzare', bg_bg: 'Зареждане в търговския обект' },
    summary: {
      en: 'Which chargers to install and how to offer charging to customers.',
      cs: 'Jaké nabíječky instalovat a jak nabíjení nabízet zákazníkům.',
      fr_fr: 'Quelles bornes installer et comment proposer la recharge aux clients.',
      da_dk: 'Hvilke ladere der skal installeres, og hvordan opladning tilbydes kunderne.',
      ro_ro: 'Ce încărcătoare să instalați și cum să oferiți încărcarea clienților.',
      bg_bg: 'Какви зарядни станции да инсталирате и как да предлагате зареждане на клиентите.',
    },
    paragraph: {
      en: 'Two fast chargers cover test drives and handovers of electric cars.',
      cs: 'Dvě rychlonabíječky pokryjí zkušební jízdy i předávání elektromobilů.',
      fr_fr: 'Deux bornes rapides suffisent pour les essais et les livraisons de voitures électriques.',
      da_dk: 'To hurtigladere dækker prøveture og udlevering af elbiler.',
      ro_ro: 'Două încărcătoare rapide acoperă testele de conducere și predarea mașinilor electrice.',
      bg_bg: 'Две бързи зарядни станции покриват тестовите шофирания и предаването на електромобили.',
    },
    tip: {
      en: 'Hand cars over fully charged.',
      cs: 'Předávejte vozy plně nabité.',
      fr_fr: 'Livrez les voitures entièrement chargées.',
      da_dk: 'Udlever bilerne fuldt opladede.',
      ro_ro: 'Predați mașinile complet încărcate.',
      bg_bg: 'Предавайте автомобилите напълно заредени.',
    },
    image: 'charging.svg',
    published: '2025-03-18',
    minutes: 3,
    audience: ['product', 'electric'],
    pageType: 'green_retail',
    related: 'article_green_retail',
  },
  {
    codename: 'article_service_excellence',
    slug: 'service-excellence',
    title: { en: 'Service excellence', cs: 'Špičkový servis', fr_fr: 'L’excellence du service', da_dk: 'Fremragende service', ro_ro: 'Excelență în service', bg_bg: 'Отлично обслужване' },
    summary: {
      en: 'Shorter waiting times and clear communication in the workshop.',
      cs: 'Kratší čekací doby a jasná komunikace v dílně.',
      fr_fr: 'Des délais d’attente plus courts et une communication claire à l’atelier.',
      da_dk: 'Kortere ventetider og klar kommunikation på værkstedet.',
      ro_ro: 'Timpi de așteptare mai scurți și comunicare clară în atelier.',
      bg_bg: 'По-кратко чакане и ясна комуникация в сервиза.',
    },
    paragraph: {
      en: 'A video check sent to the customer explains every repair before it starts.',
      cs: 'Videokontrola zaslaná zákazníkovi vysvětlí každou opravu ještě před jejím zahájením.',
      fr_fr: 'Une vidéo envoyée au client explique chaque réparation avant qu’elle ne commence.',
      da_dk: 'En videogennemgang sendt til kunden forklarer hver reparation, før den går i gang.',
      ro_ro: 'Un videoclip trimis clientului explică fiecare reparație înainte de începerea ei.',
      bg_bg: 'Видеопреглед, изпратен на клиента, обяснява всеки ремонт преди началото му.',
    },
    tip: {
      en: 'Call customers back within one working day.',
      cs: 'Zákazníkům volejte zpět do jednoho pracovního dne.',
      fr_fr: 'Rappelez les clients sous un jour ouvré.',
      da_dk: 'Ring kunderne op igen inden for én arbejdsdag.',
      ro_ro: 'Sunați clienții înapoi în cel mult o zi lucrătoare.',
      bg_bg: 'Връщайте обаждането на клиентите до един работен ден.',
    },
    image: 'retail-team.svg',
    published: '2025-02-10',
    minutes: 4,
    audience: ['business', 'retailer'],
    pageType: 'all',
    related: 'article_retail_standards',
  },
  {
    codename: 'article_importer_meeting',
    slug: 'importer-meeting-2025',
    title: { en: 'Importer meeting 2025', cs: 'Setkání importérů 2025', fr_fr: 'Rencontre des importateurs 2025', da_dk: 'Importørmøde 2025', ro_ro: 'Întâlnirea importatorilor 2025', bg_bg: 'Среща на вносителите 2025' },
    summary: {
      en: 'The results of this year’s importer meeting in Prague.',
      cs: 'Výsledky letošního setkání importérů v Praze.',
      fr_fr: 'Les résultats de la rencontre des importateurs de cette année à Prague.',
      da_dk: 'Resultaterne fra årets importørmøde i Prag.',
      ro_ro: 'Rezultatele întâlnirii importatorilor de anul acesta de la Praga.',
      bg_bg: 'Резултатите от тазгодишната среща на вносителите в Прага.',
    },
    paragraph: {
      en: 'Importers agreed on common launch dates and a shared training plan.',
      cs: 'Importéři se shodli na společných termínech uvedení na trh a na společném plánu školení.',
      fr_fr: 'Les importateurs se sont accordés sur des dates de lancement communes et un plan de formation partagé.',
      da_dk: 'Importørerne blev enige om fælles lanceringsdatoer og en fælles træningsplan.',
      ro_ro: 'Importatorii au convenit asupra unor date comune de lansare și a unui plan comun de instruire.',
      bg_bg: 'Вносителите се договориха за общи дати на пускане и общ план за обучение.',
    },
    tip: {
      en: 'The presentations are in the downloads section.',
      cs: 'Prezentace najdete v sekci ke stažení.',
      fr_fr: 'Les présentations se trouvent dans la rubrique Téléchargements.',
      da_dk: 'Præsentationerne ligger under downloads.',
      ro_ro: 'Prezentările se găsesc în secțiunea de descărcări.',
      bg_bg: 'Презентациите са в раздела за изтегляния.',
    },
    image: 'retail-team.svg',
    published: '2025-01-20',
    minutes: 2,
    audience: ['business', 'importer'],
    pageType: 'all',
    related: 'article_service_excellence',
  },
  // Written at HQ only: every other language reads it through fallback to `en`.
  {
    codename: 'article_hq_strategy',
    slug: 'network-strategy-2030',
    title: { en: 'Network strategy 2030', cs: '-', fr_fr: '-', da_dk: '-', ro_ro: '-', bg_bg: '-' },
    summary: {
      en: 'Where the retail network is heading by 2030.',
      cs: '-', fr_fr: '-', da_dk: '-', ro_ro: '-', bg_bg: '-',
    },
    paragraph: {
      en: 'Fewer, larger hubs supported by city showrooms and mobile service.',
      cs: '-', fr_fr: '-', da_dk: '-', ro_ro: '-', bg_bg: '-',
    },
    tip: { en: 'Share your feedback with your importer.', cs: '-', fr_fr: '-', da_dk: '-', ro_ro: '-', bg_bg: '-' },
    image: 'showroom.svg',
    published: '2024-11-05',
    minutes: 7,
    audience: ['business'],
    pageType: 'all',
    related: 'article_retail_standards',
    languages: ['en'],
  },
  // Never published: only the Preview API shows it.
  {
    codename: 'article_upcoming_launch',
    slug: 'upcoming-launch',
    title: { en: 'Upcoming launch (draft)', cs: 'Chystané uvedení na trh (koncept)', fr_fr: 'Lancement à venir (brouillon)', da_dk: 'Kommende lancering (kladde)', ro_ro: 'Lansare viitoare (ciornă)', bg_bg: 'Предстоящо пускане (чернова)' },
    summary: {
      en: 'Launch plan for the next model, not yet approved.',
      cs: 'Plán uvedení dalšího modelu, zatím neschválený.',
      fr_fr: 'Plan de lancement du prochain modèle, pas encore validé.',
      da_dk: 'Lanceringsplan for den næste model, endnu ikke godkendt.',
      ro_ro: 'Planul de lansare al următorului model, încă neaprobat.',
      bg_bg: 'План за пускане на следващия модел, все още неодобрен.',
    },
    paragraph: {
      en: 'Dates will follow after the importer meeting.',
      cs: 'Termíny budou následovat po setkání importérů.',
      fr_fr: 'Les dates suivront après la rencontre des importateurs.',
      da_dk: 'Datoerne følger efter importørmødet.',
      ro_ro: 'Datele vor fi anunțate după întâlnirea importatorilor.',
      bg_bg: 'Датите ще последват след срещата на вносителите.',
    },
    tip: { en: 'Confidential.', cs: 'Důvěrné.', fr_fr: 'Confidentiel.', da_dk: 'Fortroligt.', ro_ro: 'Confidențial.', bg_bg: 'Поверително.' },
    image: 'charging.svg',
    published: '2025-10-01',
    minutes: 2,
    audience: ['product'],
    pageType: 'digital_showroom',
    related: 'article_digital_showroom',
    workflowStep: 'draft',
  },
];

const titles = new Map(sources.map((source) => [source.codename, source.title]));

export const articleItems: DemoItem[] = sources.map((source) =>
  article(source, (codename) => {
    const title = titles.get(codename);
    if (!title) throw new Error(`The article ${source.codename} relates to ${codename}, which is no article`);
    return title;
  }),
);
