/** What other features may use from the chapters feature (its pages' paths are in paths.ts). */
export { useChapterOptions } from './api';
export { ChapterSelect } from './components/chapter-select';
