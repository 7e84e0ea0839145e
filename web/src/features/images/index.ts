/** What other features may use from the images feature: a post's cover picture in its form. */
export { type CoverPicture, CoverPictureField, useCoverPicture } from './components/cover-picture';
