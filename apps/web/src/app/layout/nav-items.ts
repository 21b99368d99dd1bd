import type { PathName } from '../paths';

export interface NavItem {
  labelKey: `nav.${string}`;
  path: PathName;
}

/** The navigation list, in the order of docs/product.md#pages-and-screens. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.airTicket', path: 'home' },
  { labelKey: 'nav.railTicket', path: 'railTicket' },
  { labelKey: 'nav.offer', path: 'offer' },
  { labelKey: 'nav.exchangeRefund', path: 'exchangeRefund' },
  { labelKey: 'nav.partner', path: 'partner' },
  { labelKey: 'nav.faq', path: 'faq' },
  { labelKey: 'nav.onlineBoard', path: 'onlineBoard' },
];
