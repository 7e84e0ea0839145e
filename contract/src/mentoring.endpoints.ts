import type { Endpoint } from './endpoint.js';
import type { MentorshipRequest, MentorshipRequestInput, MentorshipRequestsQuery } from './mentoring.js';
import type { IdParams } from './pagination.js';

/** The mentoring requests' endpoints (decision 0028). */
export const ask = 'POST /api/v1/mentorship/requests' as Endpoint<{
  body: MentorshipRequestInput;
  data: MentorshipRequest;
}>;
export const list = 'GET /api/v1/mentorship/requests' as Endpoint<{
  query: MentorshipRequestsQuery;
  page: MentorshipRequest;
}>;
export const accept = 'POST /api/v1/mentorship/requests/:id/accept' as Endpoint<{
  params: IdParams;
  data: MentorshipRequest;
}>;
export const decline = 'POST /api/v1/mentorship/requests/:id/decline' as Endpoint<{
  params: IdParams;
  data: MentorshipRequest;
}>;
