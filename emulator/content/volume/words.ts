// The words the brand volume's generated texts are made of, per language. Every list has the same length, so one
// sequence of random picks gives the same structure in every language (as a translation would), in its own words.
import type { LanguageCodename } from '../../../app/content/model/index.ts';

type Translated = Readonly<Record<Exclude<LanguageCodename, 'en_ie'>, readonly string[]>>;

const nouns: Translated = {
  en: ['retailer', 'showroom', 'customer', 'handover', 'service', 'battery', 'warranty', 'campaign', 'network', 'importer', 'training', 'charger', 'model', 'order', 'price list', 'test drive', 'workshop', 'delivery', 'brochure', 'target'],
  cs: ['prodejce', 'showroom', 'zákazník', 'předání', 'servis', 'baterie', 'záruka', 'kampaň', 'síť', 'importér', 'školení', 'nabíječka', 'model', 'objednávka', 'ceník', 'zkušební jízda', 'dílna', 'dodávka', 'brožura', 'cíl'],
  fr_fr: ['distributeur', 'showroom', 'client', 'livraison', 'atelier', 'batterie', 'garantie', 'campagne', 'réseau', 'importateur', 'formation', 'borne', 'modèle', 'commande', 'tarif', 'essai', 'garage', 'remise', 'brochure', 'objectif'],
  da_dk: ['forhandler', 'showroom', 'kunde', 'udlevering', 'værksted', 'batteri', 'garanti', 'kampagne', 'netværk', 'importør', 'træning', 'lader', 'model', 'ordre', 'prisliste', 'prøvetur', 'service', 'levering', 'brochure', 'mål'],
  ro_ro: ['dealer', 'showroom', 'client', 'predare', 'service', 'baterie', 'garanție', 'campanie', 'rețea', 'importator', 'instruire', 'încărcător', 'model', 'comandă', 'listă de prețuri', 'test drive', 'atelier', 'livrare', 'broșură', 'obiectiv'],
  bg_bg: ['търговец', 'шоурум', 'клиент', 'предаване', 'сервиз', 'батерия', 'гаранция', 'кампания', 'мрежа', 'вносител', 'обучение', 'зарядно', 'модел', 'поръчка', 'ценова листа', 'тест драйв', 'работилница', 'доставка', 'брошура', 'цел'],
};

const verbs: Translated = {
  en: ['improves', 'supports', 'changes', 'explains', 'prepares', 'extends', 'reviews', 'plans', 'opens', 'completes'],
  cs: ['zlepšuje', 'podporuje', 'mění', 'vysvětluje', 'připravuje', 'rozšiřuje', 'hodnotí', 'plánuje', 'otevírá', 'dokončuje'],
  fr_fr: ['améliore', 'soutient', 'change', 'explique', 'prépare', 'prolonge', 'évalue', 'planifie', 'ouvre', 'termine'],
  da_dk: ['forbedrer', 'støtter', 'ændrer', 'forklarer', 'forbereder', 'udvider', 'vurderer', 'planlægger', 'åbner', 'afslutter'],
  ro_ro: ['îmbunătățește', 'sprijină', 'schimbă', 'explică', 'pregătește', 'extinde', 'evaluează', 'planifică', 'deschide', 'finalizează'],
  bg_bg: ['подобрява', 'подкрепя', 'променя', 'обяснява', 'подготвя', 'разширява', 'оценява', 'планира', 'открива', 'завършва'],
};

const adjectives: Translated = {
  en: ['new', 'regional', 'electric', 'annual', 'digital', 'local', 'quarterly', 'updated'],
  cs: ['nový', 'regionální', 'elektrický', 'roční', 'digitální', 'místní', 'čtvrtletní', 'aktualizovaný'],
  fr_fr: ['nouveau', 'régional', 'électrique', 'annuel', 'numérique', 'local', 'trimestriel', 'actualisé'],
  da_dk: ['ny', 'regional', 'elektrisk', 'årlig', 'digital', 'lokal', 'kvartalsvis', 'opdateret'],
  ro_ro: ['nou', 'regional', 'electric', 'anual', 'digital', 'local', 'trimestrial', 'actualizat'],
  bg_bg: ['нов', 'регионален', 'електрически', 'годишен', 'дигитален', 'местен', 'тримесечен', 'обновен'],
};

const phrases = {
  readAlso: { en: 'Read also', cs: 'Přečtěte si také', fr_fr: 'À lire aussi', da_dk: 'Læs også', ro_ro: 'Citiți și', bg_bg: 'Прочетете също' },
  question: { en: 'How does the', cs: 'Jak funguje', fr_fr: 'Comment fonctionne le', da_dk: 'Hvordan fungerer', ro_ro: 'Cum funcționează', bg_bg: 'Как работи' },
  downloads: { en: 'See the downloads', cs: 'Viz soubory ke stažení', fr_fr: 'Voir les téléchargements', da_dk: 'Se downloads', ro_ro: 'Vedeți descărcările', bg_bg: 'Вижте изтеглянията' },
} satisfies Record<string, Readonly<Record<Exclude<LanguageCodename, 'en_ie'>, string>>>;

const own = (language: LanguageCodename): Exclude<LanguageCodename, 'en_ie'> => (language === 'en_ie' ? 'en' : language);

export const noun = (language: LanguageCodename, index: number): string => nouns[own(language)][index % nouns.en.length] ?? '';
export const verb = (language: LanguageCodename, index: number): string => verbs[own(language)][index % verbs.en.length] ?? '';
export const adjective = (language: LanguageCodename, index: number): string => adjectives[own(language)][index % adjectives.en.length] ?? '';
export const phrase = (language: LanguageCodename, name: keyof typeof phrases): string => phrases[name][own(language)];
export const wordCounts = { nouns: nouns.en.length, verbs: verbs.en.length, adjectives: adjectives.en.length } as const;
