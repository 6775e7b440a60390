import { loadCataloguePart } from '../../lib/i18n';

/** The agency site's text: its own catalogue part, loaded with its pages and never with the widget's first page. */
export const loadAgencyCatalogue = () =>
  loadCataloguePart('agency', {
    en: () => import('../../locales/en.agency.json'),
    ja: () => import('../../locales/ja.agency.json'),
    ko: () => import('../../locales/ko.agency.json'),
    zh_Hans: () => import('../../locales/zh_Hans.agency.json'),
    zh_Hant: () => import('../../locales/zh_Hant.agency.json'),
    id: () => import('../../locales/id.agency.json'),
    th: () => import('../../locales/th.agency.json'),
    ar: () => import('../../locales/ar.agency.json'),
  });
