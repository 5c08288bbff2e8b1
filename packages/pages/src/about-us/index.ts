export { AboutUsPage } from './AboutUsPage';
export { AboutContent, Advantages } from './AboutContent';
