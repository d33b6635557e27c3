/** The default layout's content queries: the header navigation and the footer (product §7). */
export { headerNavigation } from '../content/queries/navigation';
export { footerContent } from '../content/queries/footer';
