import { createContext, useContext } from 'react';
import { Skeleton, type SkeletonProps } from '@loan-webview/kit/ui/PageState';

/** The skeleton a page declares in its definePage: the prerender shows it, its view's load shows the same. */
export const PageSkeletonContext = createContext<Pick<SkeletonProps, 'lines' | 'banner'> | undefined>(undefined);

/**
 * The page's own skeleton, declared once (issue 60.4): what ResourceView shows while a page's data loads, the very
 * markup the prerendered page showed, so nothing moves when the view takes over (a view that drew 5 lines where
 * the page had prerendered 6 jumped).
 */
export function PageSkeleton() {
  return <Skeleton {...useContext(PageSkeletonContext)} />;
}
