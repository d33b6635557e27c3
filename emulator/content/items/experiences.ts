// product §2 list page (/list) and the experience items it links (/list/experience-{codename}).
import { perLanguage, pick, type Localized } from '../localized.ts';
import { item, localizedRichText, type DemoItem } from '../source.ts';

type Text = Localized<string>;

interface ExperienceSource {
  codename: string;
  image: 'showroom.svg' | 'charging.svg' | 'meadow.svg';
  title: Text;
  summary: Text;
  location: Text;
  heading: Text;
  steps: readonly [Text, Text];
  /** The experience the body points to next (a rich-text link to an experience item). */
  next: string;
}

const allExperiences: Text = { en: 'all experiences', cs: 'všechny zážitky', fr_fr: 'toutes les expériences', da_dk: 'alle oplevelser', ro_ro: 'toate experiențele', bg_bg: 'всички преживявания' };
const seeAlso: Text = { en: 'See also', cs: 'Podívejte se také na', fr_fr: 'À voir aussi', da_dk: 'Se også', ro_ro: 'Vedeți și', bg_bg: 'Вижте също' };
const backTo: Text = { en: 'Back to', cs: 'Zpět na', fr_fr: 'Retour à', da_dk: 'Tilbage til', ro_ro: 'Înapoi la', bg_bg: 'Обратно към' };

const experiences: readonly ExperienceSource[] = [
  {
    codename: 'showroom_evening',
    image: 'showroom.svg',
    title: { en: 'Showroom evening for the City EV', cs: 'Večer v showroomu s City EV', fr_fr: 'Soirée showroom pour la City EV', da_dk: 'Showroomaften med City EV', ro_ro: 'Seară în showroom pentru City EV', bg_bg: 'Вечер в шоурума за City EV' },
    summary: { en: 'Invite your best customers to meet the City EV after hours.', cs: 'Pozvěte své nejlepší zákazníky, aby si City EV prohlédli po zavírací době.', fr_fr: 'Invitez vos meilleurs clients à découvrir la City EV après la fermeture.', da_dk: 'Inviter jeres bedste kunder til at møde City EV efter lukketid.', ro_ro: 'Invitați-vă cei mai buni clienți să descopere City EV după program.', bg_bg: 'Поканете най-добрите си клиенти да се запознаят с City EV след работно време.' },
    location: { en: 'Your showroom', cs: 'Váš showroom', fr_fr: 'Votre showroom', da_dk: 'Jeres showroom', ro_ro: 'Showroomul dumneavoastră', bg_bg: 'Вашият шоурум' },
    heading: { en: 'How the evening runs', cs: 'Jak večer probíhá', fr_fr: 'Déroulement de la soirée', da_dk: 'Sådan forløber aftenen', ro_ro: 'Cum se desfășoară seara', bg_bg: 'Как протича вечерта' },
    steps: [
      { en: 'A short welcome by the retail manager.', cs: 'Krátké přivítání vedoucím prodejny.', fr_fr: 'Un court mot d’accueil du responsable du point de vente.', da_dk: 'En kort velkomst ved forhandlerchefen.', ro_ro: 'Un scurt cuvânt de bun venit din partea managerului.', bg_bg: 'Кратко приветствие от управителя на обекта.' },
      { en: 'Guided walk-arounds of the car in small groups.', cs: 'Prohlídky vozu s průvodcem v malých skupinách.', fr_fr: 'Présentations guidées du véhicule en petits groupes.', da_dk: 'Guidede gennemgange af bilen i små grupper.', ro_ro: 'Prezentări ghidate ale mașinii în grupuri mici.', bg_bg: 'Разглеждане на автомобила с водач в малки групи.' },
    ],
    next: 'test_drive_day',
  },
  {
    codename: 'test_drive_day',
    image: 'charging.svg',
    title: { en: 'Test drive day', cs: 'Den zkušebních jízd', fr_fr: 'Journée d’essais', da_dk: 'Prøvekørselsdag', ro_ro: 'Ziua test drive-urilor', bg_bg: 'Ден на тестовите шофирания' },
    summary: { en: 'A day of test drives with charging stops on the way.', cs: 'Den zkušebních jízd s nabíjecími zastávkami po cestě.', fr_fr: 'Une journée d’essais avec des arrêts de recharge en chemin.', da_dk: 'En dag med prøveture og ladestop undervejs.', ro_ro: 'O zi de test drive-uri cu opriri de încărcare pe drum.', bg_bg: 'Ден на тестови шофирания със спирки за зареждане по пътя.' },
    location: { en: 'Routes around your site', cs: 'Trasy v okolí vaší prodejny', fr_fr: 'Itinéraires autour de votre site', da_dk: 'Ruter omkring jeres forretning', ro_ro: 'Trasee în jurul locației dumneavoastră', bg_bg: 'Маршрути около вашия обект' },
    heading: { en: 'What to prepare', cs: 'Co připravit', fr_fr: 'Ce qu’il faut préparer', da_dk: 'Det skal I forberede', ro_ro: 'Ce trebuie pregătit', bg_bg: 'Какво да подготвите' },
    steps: [
      { en: 'Fully charged demo cars, one per half hour slot.', cs: 'Plně nabité předváděcí vozy, jeden na každý půlhodinový termín.', fr_fr: 'Des véhicules de démonstration chargés, un par créneau d’une demi-heure.', da_dk: 'Fuldt opladede demobiler, én pr. halvtimes tid.', ro_ro: 'Mașini demonstrative încărcate complet, câte una pentru fiecare interval de jumătate de oră.', bg_bg: 'Напълно заредени демонстрационни автомобили, по един за всеки половинчасов час.' },
      { en: 'A route of about 30 km with one fast charger.', cs: 'Trasu dlouhou asi 30 km s jednou rychlonabíječkou.', fr_fr: 'Un parcours d’environ 30 km avec une borne rapide.', da_dk: 'En rute på cirka 30 km med én lynlader.', ro_ro: 'Un traseu de aproximativ 30 km cu un încărcător rapid.', bg_bg: 'Маршрут от около 30 км с една бърза зарядна станция.' },
    ],
    next: 'meadow_walk',
  },
  {
    codename: 'meadow_walk',
    image: 'meadow.svg',
    title: { en: 'Meadow walk with a beekeeper', cs: 'Procházka loukou se včelařem', fr_fr: 'Balade dans la prairie avec un apiculteur', da_dk: 'Engtur med en biavler', ro_ro: 'Plimbare prin pajiște cu un apicultor', bg_bg: 'Разходка в ливадата с пчелар' },
    summary: { en: 'Show customers the flower meadow at your site and what it does for bees.', cs: 'Ukažte zákazníkům květnatou louku u vaší prodejny a co dělá pro včely.', fr_fr: 'Montrez à vos clients la prairie fleurie de votre site et ce qu’elle apporte aux abeilles.', da_dk: 'Vis kunderne blomsterengen ved jeres forretning, og hvad den gør for bierne.', ro_ro: 'Arătați-le clienților pajiștea cu flori de la locația dumneavoastră și ce face ea pentru albine.', bg_bg: 'Покажете на клиентите цветната ливада при вашия обект и какво дава тя на пчелите.' },
    location: { en: 'The meadow beside your showroom', cs: 'Louka vedle vašeho showroomu', fr_fr: 'La prairie à côté de votre showroom', da_dk: 'Engen ved siden af jeres showroom', ro_ro: 'Pajiștea de lângă showroomul dumneavoastră', bg_bg: 'Ливадата до вашия шоурум' },
    heading: { en: 'Good to know', cs: 'Dobré vědět', fr_fr: 'Bon à savoir', da_dk: 'Godt at vide', ro_ro: 'Bine de știut', bg_bg: 'Полезно е да знаете' },
    steps: [
      { en: 'The best time is late spring, in the morning.', cs: 'Nejlepší doba je pozdní jaro, ráno.', fr_fr: 'Le meilleur moment est la fin du printemps, le matin.', da_dk: 'Det bedste tidspunkt er sent forår, om morgenen.', ro_ro: 'Cel mai bun moment este sfârșitul primăverii, dimineața.', bg_bg: 'Най-доброто време е късна пролет, сутрин.' },
      { en: 'Local beekeepers are glad to take part.', cs: 'Místní včelaři se rádi zapojí.', fr_fr: 'Les apiculteurs locaux participent volontiers.', da_dk: 'Lokale biavlere deltager gerne.', ro_ro: 'Apicultorii locali participă cu plăcere.', bg_bg: 'Местните пчелари участват с удоволствие.' },
    ],
    next: 'showroom_evening',
  },
];

const titleOf = (codename: string): Text => {
  const found = experiences.find((experience) => experience.codename === codename);
  if (!found) throw new Error(`Unknown demo experience ${codename}`);
  return found.title;
};

export const experienceItems: DemoItem[] = [
  item({
    codename: 'experiences',
    type: 'list',
    name: 'List: Experiences',
    elements: {
      title: { en: 'Retail experiences', cs: 'Zážitky v prodejně', fr_fr: 'Expériences en point de vente', da_dk: 'Oplevelser hos forhandleren', ro_ro: 'Experiențe în showroom', bg_bg: 'Преживявания в търговския обект' },
      intro: localizedRichText({
        en: '<p>Events that other retailers have run with success, ready to repeat at your site.</p>',
        cs: '<p>Akce, které ostatní prodejci úspěšně uspořádali a které můžete zopakovat i u sebe.</p>',
        fr_fr: '<p>Des événements que d’autres distributeurs ont organisés avec succès, prêts à être repris chez vous.</p>',
        da_dk: '<p>Arrangementer, som andre forhandlere har holdt med succes, klar til at gentage hos jer.</p>',
        ro_ro: '<p>Evenimente pe care alți dealeri le-au organizat cu succes, gata de repetat la locația dumneavoastră.</p>',
        bg_bg: '<p>Събития, които други търговци са провели успешно, готови за повторение при вас.</p>',
      }),
      experiences: experiences.map((experience) => experience.codename),
      seo_description: {
        en: 'Customer events to run at your retail site.',
        cs: 'Akce pro zákazníky, které můžete uspořádat ve své prodejně.',
        fr_fr: 'Des événements clients à organiser dans votre point de vente.',
        da_dk: 'Kundearrangementer, I kan holde hos jer.',
        ro_ro: 'Evenimente pentru clienți de organizat la locația dumneavoastră.',
        bg_bg: 'Събития за клиенти, които да проведете във вашия обект.',
      },
    },
  }),
  ...experiences.map((experience) =>
    item({
      codename: experience.codename,
      type: 'experience',
      name: experience.title,
      elements: {
        title: experience.title,
        summary: experience.summary,
        image: [experience.image],
        location: experience.location,
        body: localizedRichText(
          perLanguage(
            (l) =>
              `<h2>${pick(experience.heading, l)}</h2><ul><li>${pick(experience.steps[0], l)}</li><li>${pick(experience.steps[1], l)}</li></ul>` +
              `<p>${pick(seeAlso, l)}: <a data-item="${experience.next}">${pick(titleOf(experience.next), l)}</a>. ${pick(backTo, l)} <a data-item="experiences">${pick(allExperiences, l)}</a>.</p>`,
          ),
        ),
        seo_description: experience.summary,
      },
    }),
  ),
];
