/** What other features may use from the stories feature. */
export { useStories } from './api/get-stories';
export { StoryCard } from './components/story-card';
