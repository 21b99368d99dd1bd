/** Public face of the content feature: the FAQ and pages stored per language. */
export { useGetContentPageQuery, useGetFaqQuery } from './api/content-api';
export { FaqBrowser, type FaqBrowserProps } from './components/faq-browser';
export { RichText } from './components/rich-text';
export { filterFaq } from './model/faq-search';
