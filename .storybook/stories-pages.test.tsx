import { checkStories, type StoryModule } from './portable-stories';

// A page's loaded states are axe-checked by the every-page walk in Chromium; here, the states its stories play to.
checkStories(import.meta.glob<StoryModule>('../packages/pages/src/**/*.stories.tsx', { eager: true }), 'played');
