/**
 * Members' Markdown on a page (decision 0060). The renderer (markdown-it) is large: import this only
 * from pages that show or write a whole post, never from a card or the first download.
 */
export { Markdown } from './markdown';
export { MarkdownEditor } from './markdown-editor';
