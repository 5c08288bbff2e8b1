import { definePage } from '../shell/define-page';
import { AboutUsPage } from './AboutUsPage';

export const aboutUsDefinition = definePage({ route: 'aboutUs', Page: AboutUsPage, static: true });
