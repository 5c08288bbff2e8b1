import { checkStories, type StoryModule } from './portable-stories';

checkStories(import.meta.glob<StoryModule>('../packages/kit/src/**/*.stories.tsx', { eager: true }));
