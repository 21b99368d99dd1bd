/** Public face of the news feature: pages import from here, never from its folders. */
export { NewsBlock } from './components/news-block';
export { NewsArticle } from './components/news-article';
export { NewsCard } from './components/news-card';
export { useNewsDetail } from './hooks/use-news';
export { isNotFound } from './model/news-error';
