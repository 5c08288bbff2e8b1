import type { ComponentType } from 'react';
import type { RouteKey } from '@loan-webview/kit/routes';

/** A page, declared once in its folder (`page.ts`): read by its entry's mountPage, the prerender and the build. */
export interface PageDefinition {
  route: RouteKey;
  Page: ComponentType;
  /** A static page ships as prerendered HTML only, one file per language, with no page bundle (ADR 0037). */
  static?: boolean;
  /** The page renders its own header, main and footer landmarks (the company site). */
  ownLandmarks?: boolean;
  /**
   * What the borrower came for (the largest thing the page shows) needs the page's scripts: its data, or what
   * they render from the query. The prerendered title and skeleton are not it, so the HTML asks for the scripts
   * as it is read instead of after the first paint (ADR 0064).
   */
  contentNeedsScripts?: boolean;
}

/**
 * Declares a page: the definition as it is, typed. It ships in every page's first bundle, so it checks nothing at
 * run time; the build checks the definitions (a static page whose content needs scripts is refused there).
 */
export function definePage(definition: PageDefinition): PageDefinition {
  return definition;
}
