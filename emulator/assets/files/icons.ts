// Line icons (24×24, stroke currentColor) used by navigation, filters, labels and roles.
const icon = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

export const icons = {
  'icon-car.svg': icon(
    '<path d="M5 16h14l-1.5-5.5A2 2 0 0 0 15.6 9H8.4a2 2 0 0 0-1.9 1.5z"/><circle cx="7.5" cy="17" r="1.5"/><circle cx="16.5" cy="17" r="1.5"/>',
  ),
  'icon-store.svg': icon('<path d="M3 9l1.5-5h15L21 9"/><path d="M4 9v11h16V9"/><path d="M9 20v-6h6v6"/>'),
  'icon-people.svg': icon(
    '<circle cx="9" cy="8" r="3"/><path d="M3 20a6 6 0 0 1 12 0"/><circle cx="17" cy="9" r="2.5"/><path d="M15 20h6a4.5 4.5 0 0 0-6-4.2"/>',
  ),
  'icon-leaf.svg': icon('<path d="M5 19c0-8 6-14 15-14 0 9-6 15-14 15"/><path d="M5 19l7-7"/>'),
  'icon-chart.svg': icon('<path d="M4 20V4"/><path d="M4 20h16"/><path d="M8 16v-5"/><path d="M12 16V8"/><path d="M16 16v-3"/>'),
  'icon-document.svg': icon('<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4"/><path d="M9 13h6"/><path d="M9 17h6"/>'),
  'icon-wrench.svg': icon('<path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.6-.6-.6-2.6z"/>'),
  'icon-calendar.svg': icon('<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18"/><path d="M8 3v4"/><path d="M16 3v4"/>'),
  'icon-globe.svg': icon('<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3a14 14 0 0 1 0 18"/><path d="M12 3a14 14 0 0 0 0 18"/>'),
  'icon-bee.svg': icon(
    '<ellipse cx="12" cy="14" rx="4" ry="6"/><path d="M8 12h8"/><path d="M8 16h8"/><path d="M10 8a3 3 0 0 1-5-3"/><path d="M14 8a3 3 0 0 0 5-3"/>',
  ),
} as const;

export type IconFileName = keyof typeof icons;
