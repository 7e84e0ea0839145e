/**
 * What other features' later pages use from the privacy feature and the first download must not
 * carry (decision 0044): the profile page's contact-on-request control (decision 0058).
 */
export { ContactOnRequest } from './components/contact-on-request';
