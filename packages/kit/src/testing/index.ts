// Helpers for tests of code built on the kit; not for production bundles.
export { expectOnlyCatalogText, uncataloguedText } from './catalog-text';
