/** What other features may use from the images feature: a post's cover picture in its form, and pictures in its text. */
export { uploadImage } from './api/upload-image';
export { type CoverPicture, CoverPictureField, useCoverPicture } from './components/cover-picture';
