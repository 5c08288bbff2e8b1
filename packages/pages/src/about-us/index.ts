export { AboutUsPage } from './AboutUsPage';
export { AboutContent, Advantages } from './AboutContent';
export { aboutUsDefinition } from './page';
