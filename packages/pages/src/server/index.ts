// The server side of the pages: the edge renderer's (scripts/lib/edge) way to render a page with its answer.
export { callDefinitions, firstRequestOf, renderPage } from './render-page';
export type { PageAnswer, RenderedContent } from './render-page';
