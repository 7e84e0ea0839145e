/** What the privacy page uses from a member's rights (decision 0059): the requests and the nominee. */
export { NomineeSection } from './components/nominee-section';
export { RequestsSection } from './components/requests-section';
