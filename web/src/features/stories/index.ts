/** What other features may use from the stories feature. */
export { useLatestStories } from './api/get-stories';
export { StoryCard } from './components/story-card';
