import { checkStories, type StoryModule } from './portable-stories';

checkStories(import.meta.glob<StoryModule>('../packages/pages/src/**/*.stories.tsx', { eager: true }));
