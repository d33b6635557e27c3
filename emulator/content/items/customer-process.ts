// The customer process page: phases with substeps tagged by role, topic and business area, and working filters.
import { perLanguage, pick, type Localized } from '../localized.ts';
import { item, localizedRichText, type DemoItem } from '../source.ts';

type Text = Localized<string>;

const named = (type: 'role' | 'topic' | 'business_area' | 'touch_point_phase' | 'step_tip', codename: string, title: Text, icon?: 'icon-people.svg' | 'icon-store.svg' | 'icon-car.svg' | 'icon-chart.svg' | 'icon-wrench.svg'): DemoItem =>
  type === 'step_tip'
    ? item({ codename, type, name: title, elements: { title, text: title } })
    : type === 'touch_point_phase'
      ? item({ codename, type, name: title, elements: { title } })
      : item({ codename, type, name: title, elements: { title, ...(icon ? { icon: [icon] } : {}) } });

const substep = (codename: string, title: Text, roles: string[], topics: string[], areas: string[], extra: { popup?: string; tips?: string[] } = {}): DemoItem =>
  item({
    codename,
    type: 'substep',
    name: title,
    elements: {
      title,
      description: localizedRichText(perLanguage((l) => `<p>${pick(title, l)}.</p>`)),
      roles,
      topics,
      business_areas: areas,
      ...(extra.popup ? { popup: [extra.popup] } : {}),
      ...(extra.tips ? { tips: extra.tips } : {}),
    },
  });

const filterSelect = (codename: string, label: Text, value: string, hidden = false): DemoItem =>
  item({ codename, type: 'filter_select', name: label, elements: { label, value: [value], hidden: [hidden ? 'true' : 'false'] } });

export const customerProcessItems: DemoItem[] = [
  item({
    codename: 'customer_process_page',
    type: 'customer_process_page',
    name: 'Customer process',
    elements: {
      title: { en: 'Customer process', cs: 'Zákaznický proces', fr_fr: 'Parcours client', da_dk: 'Kunderejsen', ro_ro: 'Procesul clientului', bg_bg: 'Клиентски процес' },
      slug: 'customer-process',
      intro: localizedRichText({
        en: '<p>Every step from the first contact to the first service visit. Filter by role, topic or business area.</p>',
        cs: '<p>Každý krok od prvního kontaktu po první servisní návštěvu. Filtrujte podle role, tématu nebo oblasti.</p>',
        fr_fr: '<p>Chaque étape, du premier contact à la première visite à l’atelier. Filtrez par rôle, thème ou domaine.</p>',
        da_dk: '<p>Hvert trin fra første kontakt til første værkstedsbesøg. Filtrér efter rolle, emne eller forretningsområde.</p>',
        ro_ro: '<p>Fiecare pas, de la primul contact până la prima vizită la service. Filtrați după rol, temă sau domeniu.</p>',
        bg_bg: '<p>Всяка стъпка от първия контакт до първото посещение в сервиза. Филтрирайте по роля, тема или област.</p>',
      }),
      process: ['customer_process'],
      filters: ['filter_roles', 'filter_topics', 'filter_areas'],
    },
  }),
  item({
    codename: 'customer_process',
    type: 'customer_process',
    name: 'Customer process',
    elements: {
      title: { en: 'From interest to loyalty', cs: 'Od zájmu k loajalitě', fr_fr: 'De l’intérêt à la fidélité', da_dk: 'Fra interesse til loyalitet', ro_ro: 'De la interes la loialitate', bg_bg: 'От интерес до лоялност' },
      touch_point_phases: ['tpp_online', 'tpp_retail'],
      phases: ['phase_interest', 'phase_purchase', 'phase_ownership'],
    },
  }),
  named('touch_point_phase', 'tpp_online', { en: 'Online', cs: 'Online', fr_fr: 'En ligne', da_dk: 'Online', ro_ro: 'Online', bg_bg: 'Онлайн' }),
  named('touch_point_phase', 'tpp_retail', { en: 'At the retail point', cs: 'Na prodejním místě', fr_fr: 'Au point de vente', da_dk: 'Hos forhandleren', ro_ro: 'La punctul de vânzare', bg_bg: 'В търговския обект' }),
  ...(
    [
      ['phase_interest', { en: 'Interest', cs: 'Zájem', fr_fr: 'Intérêt', da_dk: 'Interesse', ro_ro: 'Interes', bg_bg: 'Интерес' }, 'tpp_online', ['step_lead', 'step_test_drive']],
      ['phase_purchase', { en: 'Purchase', cs: 'Nákup', fr_fr: 'Achat', da_dk: 'Køb', ro_ro: 'Achiziție', bg_bg: 'Покупка' }, 'tpp_retail', ['step_offer', 'step_handover']],
      ['phase_ownership', { en: 'Ownership', cs: 'Vlastnictví', fr_fr: 'Possession', da_dk: 'Ejerskab', ro_ro: 'Proprietate', bg_bg: 'Собственост' }, 'tpp_retail', ['step_first_service', 'step_loyalty']],
    ] as const
  ).map(([codename, title, tpp, substeps]) =>
    item({ codename, type: 'process_phase', name: title, elements: { title, description: title, touch_point_phase: [tpp], substeps } }),
  ),
  substep('step_lead', { en: 'Answer the online enquiry', cs: 'Odpovězte na online poptávku', fr_fr: 'Répondre à la demande en ligne', da_dk: 'Besvar onlineforespørgslen', ro_ro: 'Răspundeți la solicitarea online', bg_bg: 'Отговорете на онлайн запитването' }, ['role_sales'], ['topic_digital'], ['area_sales'], { tips: ['tip_respond_fast'] }),
  substep('step_test_drive', { en: 'Offer a test drive', cs: 'Nabídněte zkušební jízdu', fr_fr: 'Proposer un essai', da_dk: 'Tilbyd en prøvetur', ro_ro: 'Oferiți un test drive', bg_bg: 'Предложете тестово шофиране' }, ['role_sales'], ['topic_experience'], ['area_sales'], { popup: 'popup_test_drive' }),
  substep('step_offer', { en: 'Prepare the offer', cs: 'Připravte nabídku', fr_fr: 'Préparer l’offre', da_dk: 'Forbered tilbuddet', ro_ro: 'Pregătiți oferta', bg_bg: 'Подгответе офертата' }, ['role_sales', 'role_manager'], ['topic_digital'], ['area_sales']),
  substep('step_handover', { en: 'Hand over the car', cs: 'Předejte vůz', fr_fr: 'Livrer la voiture', da_dk: 'Udlever bilen', ro_ro: 'Predați mașina', bg_bg: 'Предайте автомобила' }, ['role_sales'], ['topic_experience'], ['area_sales'], { popup: 'popup_handover', tips: ['tip_full_charge'] }),
  substep('step_first_service', { en: 'Invite to the first service', cs: 'Pozvěte na první servis', fr_fr: 'Inviter au premier entretien', da_dk: 'Inviter til første service', ro_ro: 'Invitați la prima revizie', bg_bg: 'Поканете на първо обслужване' }, ['role_service'], ['topic_experience'], ['area_aftersales']),
  substep('step_loyalty', { en: 'Keep in touch', cs: 'Zůstaňte v kontaktu', fr_fr: 'Garder le contact', da_dk: 'Hold kontakten', ro_ro: 'Păstrați legătura', bg_bg: 'Поддържайте връзка' }, ['role_manager', 'role_service'], ['topic_digital'], ['area_aftersales']),
  named('role', 'role_sales', { en: 'Sales consultant', cs: 'Prodejce', fr_fr: 'Conseiller commercial', da_dk: 'Sælger', ro_ro: 'Consultant de vânzări', bg_bg: 'Търговски консултант' }, 'icon-people.svg'),
  named('role', 'role_service', { en: 'Service advisor', cs: 'Servisní poradce', fr_fr: 'Conseiller après-vente', da_dk: 'Servicekonsulent', ro_ro: 'Consilier service', bg_bg: 'Сервизен консултант' }, 'icon-wrench.svg'),
  named('role', 'role_manager', { en: 'Retail manager', cs: 'Vedoucí prodejny', fr_fr: 'Responsable de site', da_dk: 'Forhandlerchef', ro_ro: 'Manager de punct de vânzare', bg_bg: 'Управител на обект' }, 'icon-store.svg'),
  named('topic', 'topic_digital', { en: 'Digital', cs: 'Digitální', fr_fr: 'Digital', da_dk: 'Digitalt', ro_ro: 'Digital', bg_bg: 'Дигитално' }, 'icon-chart.svg'),
  named('topic', 'topic_experience', { en: 'Customer experience', cs: 'Zákaznická zkušenost', fr_fr: 'Expérience client', da_dk: 'Kundeoplevelse', ro_ro: 'Experiența clientului', bg_bg: 'Клиентско изживяване' }, 'icon-car.svg'),
  named('business_area', 'area_sales', { en: 'Sales', cs: 'Prodej', fr_fr: 'Vente', da_dk: 'Salg', ro_ro: 'Vânzări', bg_bg: 'Продажби' }),
  named('business_area', 'area_aftersales', { en: 'After-sales', cs: 'Poprodejní služby', fr_fr: 'Après-vente', da_dk: 'Eftermarked', ro_ro: 'Post-vânzare', bg_bg: 'Следпродажбено обслужване' }),
  item({
    codename: 'popup_test_drive',
    type: 'step_popup',
    name: 'Popup: test drive',
    elements: {
      title: { en: 'Test drive checklist', cs: 'Kontrolní seznam zkušební jízdy', fr_fr: 'Liste de contrôle de l’essai', da_dk: 'Tjekliste til prøvetur', ro_ro: 'Listă de verificare test drive', bg_bg: 'Списък за тестово шофиране' },
      body: localizedRichText({
        en: '<ul><li>Charged car</li><li>Planned route</li><li>Driving licence checked</li></ul>',
        cs: '<ul><li>Nabitý vůz</li><li>Naplánovaná trasa</li><li>Zkontrolovaný řidičský průkaz</li></ul>',
        fr_fr: '<ul><li>Voiture chargée</li><li>Itinéraire prévu</li><li>Permis de conduire vérifié</li></ul>',
        da_dk: '<ul><li>Opladet bil</li><li>Planlagt rute</li><li>Kørekort kontrolleret</li></ul>',
        ro_ro: '<ul><li>Mașină încărcată</li><li>Traseu planificat</li><li>Permis de conducere verificat</li></ul>',
        bg_bg: '<ul><li>Зареден автомобил</li><li>Планиран маршрут</li><li>Проверена шофьорска книжка</li></ul>',
      }),
    },
  }),
  item({
    codename: 'popup_handover',
    type: 'step_popup',
    name: 'Popup: handover',
    elements: {
      title: { en: 'Handover standards', cs: 'Standardy předání', fr_fr: 'Standards de livraison', da_dk: 'Standarder for udlevering', ro_ro: 'Standarde de predare', bg_bg: 'Стандарти за предаване' },
      body: localizedRichText(perLanguage((l) => `<p><a data-item="link_standards_pdf">${l === 'cs' ? 'Prodejní standardy' : 'Retail standards'}</a> (PDF)</p><p><a data-asset="retail-standards-2025.pdf">PDF</a></p>`)),
    },
  }),
  named('step_tip', 'tip_respond_fast', { en: 'Answer within two hours', cs: 'Odpovězte do dvou hodin', fr_fr: 'Répondez sous deux heures', da_dk: 'Svar inden for to timer', ro_ro: 'Răspundeți în cel mult două ore', bg_bg: 'Отговорете до два часа' }),
  named('step_tip', 'tip_full_charge', { en: 'Hand over fully charged', cs: 'Předávejte plně nabité', fr_fr: 'Livrez la voiture chargée', da_dk: 'Udlever fuldt opladet', ro_ro: 'Predați complet încărcată', bg_bg: 'Предавайте напълно зареден' }),
  item({
    codename: 'filter_roles',
    type: 'filter',
    name: 'Filter: roles',
    elements: { title: { en: 'Role', cs: 'Role', fr_fr: 'Rôle', da_dk: 'Rolle', ro_ro: 'Rol', bg_bg: 'Роля' }, field: ['roles'], multiple: ['true'], options: ['fs_role_sales', 'fs_role_service', 'fs_role_manager'] },
  }),
  item({
    codename: 'filter_topics',
    type: 'filter',
    name: 'Filter: topics',
    elements: { title: { en: 'Topic', cs: 'Téma', fr_fr: 'Thème', da_dk: 'Emne', ro_ro: 'Temă', bg_bg: 'Тема' }, field: ['topics'], multiple: ['true'], options: ['fs_topic_digital', 'fs_topic_experience'] },
  }),
  item({
    codename: 'filter_areas',
    type: 'filter',
    name: 'Filter: business areas',
    elements: { title: { en: 'Business area', cs: 'Oblast', fr_fr: 'Domaine', da_dk: 'Forretningsområde', ro_ro: 'Domeniu', bg_bg: 'Област' }, field: ['business_areas'], multiple: ['false'], options: ['fs_area_sales', 'fs_area_aftersales'] },
  }),
  filterSelect('fs_role_sales', { en: 'Sales consultant', cs: 'Prodejce', fr_fr: 'Conseiller commercial', da_dk: 'Sælger', ro_ro: 'Consultant de vânzări', bg_bg: 'Търговски консултант' }, 'role_sales'),
  filterSelect('fs_role_service', { en: 'Service advisor', cs: 'Servisní poradce', fr_fr: 'Conseiller après-vente', da_dk: 'Servicekonsulent', ro_ro: 'Consilier service', bg_bg: 'Сервизен консултант' }, 'role_service'),
  filterSelect('fs_role_manager', { en: 'Retail manager', cs: 'Vedoucí prodejny', fr_fr: 'Responsable de site', da_dk: 'Forhandlerchef', ro_ro: 'Manager de punct de vânzare', bg_bg: 'Управител на обект' }, 'role_manager', true),
  filterSelect('fs_topic_digital', { en: 'Digital', cs: 'Digitální', fr_fr: 'Digital', da_dk: 'Digitalt', ro_ro: 'Digital', bg_bg: 'Дигитално' }, 'topic_digital'),
  filterSelect('fs_topic_experience', { en: 'Customer experience', cs: 'Zákaznická zkušenost', fr_fr: 'Expérience client', da_dk: 'Kundeoplevelse', ro_ro: 'Experiența clientului', bg_bg: 'Клиентско изживяване' }, 'topic_experience'),
  filterSelect('fs_area_sales', { en: 'Sales', cs: 'Prodej', fr_fr: 'Vente', da_dk: 'Salg', ro_ro: 'Vânzări', bg_bg: 'Продажби' }, 'area_sales'),
  filterSelect('fs_area_aftersales', { en: 'After-sales', cs: 'Poprodejní služby', fr_fr: 'Après-vente', da_dk: 'Eftermarked', ro_ro: 'Post-vânzare', bg_bg: 'Следпродажбено обслужване' }, 'area_aftersales'),
];
