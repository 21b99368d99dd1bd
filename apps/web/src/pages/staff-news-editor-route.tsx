/**
 * The staff news editor composed with the news feature's card and article, so the editor's preview is drawn by the
 * very components the site uses (features do not import each other; this page joins them). The article's body is
 * drawn by the editor's sandboxed frame, never injected into the back office's page.
 */
import { NewsArticle, NewsCard } from '@/features/news/index';
import { StaffNewsEditorPage } from '@/features/staff-content/pages/staff-news-editor-page';
import { getHref } from '@/app/paths';

export function StaffNewsEditorRoute() {
  return (
    <StaffNewsEditorPage
      renderCard={(item) => <NewsCard item={item} href={getHref('newsDetail', { slug: item.slug })} />}
      renderArticle={(item, renderContent) => <NewsArticle news={item} renderContent={renderContent} />}
    />
  );
}
