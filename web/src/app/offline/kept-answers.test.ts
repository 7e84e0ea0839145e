import { describe, expect, it } from 'vitest';
import { isPostPicture, isPublicRead } from './kept-answers';

// Literal paths on purpose: isPublicRead judges the path a browser asks for, an entry's or not.
const none = new Headers();

describe('what the service worker keeps for offline reading', () => {
  it('keeps the public reads: configuration, story and event lists, each story and event', () => {
    for (const path of [
      '/api/v1/config',
      '/api/v1/user/story/showAllStory',
      '/api/v1/user/story/0b6c3c1e-5f0e-4c55-9b8e-4d7c1f6f7a10',
      '/api/v1/user/event/showAllEvents',
      '/api/v1/user/event/pastEvents',
      '/api/v1/user/event/0b6c3c1e-5f0e-4c55-9b8e-4d7c1f6f7a10',
    ]) {
      expect(isPublicRead('GET', path, none), path).toBe(true);
    }
  });

  it("keeps nothing personal: a member's own lists, registrations, attendees, the directory, messages", () => {
    for (const path of [
      '/api/v1/user/story/userStory',
      '/api/v1/user/event/userEvent',
      '/api/v1/user/event/abc/registration',
      '/api/v1/user/event/abc/attendees',
      '/api/v1/user/event/abc/ics',
      '/api/v1/users/me',
      '/api/v1/community/users',
      '/api/v1/messages',
    ]) {
      expect(isPublicRead('GET', path, none), path).toBe(false);
    }
  });

  it('keeps nothing sent with a session, and no change', () => {
    expect(isPublicRead('GET', '/api/v1/user/story/abc', new Headers({ Authorization: 'token' }))).toBe(false);
    expect(isPublicRead('DELETE', '/api/v1/user/story/abc', none)).toBe(false);
    expect(isPublicRead('PUT', '/api/v1/user/event/abc', none)).toBe(false);
  });

  it("keeps posts' pictures at the card and page widths, not profile pictures or anything else under /uploads", () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(isPostPicture(`/uploads/${key}-640.webp`)).toBe(true);
    expect(isPostPicture(`/uploads/${key}-1280.webp`)).toBe(true);
    for (const path of [
      `/uploads/${key}-96.webp`,
      `/uploads/${key}-512.webp`,
      `/uploads/${key}-640.png`,
      '/uploads/x-640.webp',
    ]) {
      expect(isPostPicture(path), path).toBe(false);
    }
  });
});
