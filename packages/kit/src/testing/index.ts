// Helpers for tests of code built on the kit; not for production bundles.
export {
  addCatalog,
  catalogProblems,
  expectOnlyCatalogText,
  messagePattern,
  textOf,
  uncataloguedText,
} from './catalog-text';
