import { NEWS_BLOCK_SIZE } from '@sapar/contracts';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetLatestNewsQuery, useGetNewsBySlugQuery } from '../api/news-api';

/** The latest news in the current language, leaving out the item being read. */
export function useLatestNews(excludeSlug?: string) {
  const language = useLanguage();
  // One extra item, so leaving out the open article still fills the block.
  const limit = excludeSlug ? NEWS_BLOCK_SIZE + 1 : NEWS_BLOCK_SIZE;
  const query = useGetLatestNewsQuery({ limit, language });
  const items = (query.data ?? []).filter((item) => item.slug !== excludeSlug).slice(0, NEWS_BLOCK_SIZE);
  return { ...query, items };
}

export function useNewsDetail(slug: string) {
  const language = useLanguage();
  return useGetNewsBySlugQuery({ slug, language });
}
