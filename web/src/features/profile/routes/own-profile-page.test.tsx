import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { anOwnProfile, renderMemberPage } from '@/test/render-member-page';

function valueFor(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('own profile page', () => {
  it('shows every field, "N/A" for missing ones, and who can see each personal field', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.profile.mine]: ok(anOwnProfile()),
    });
    renderMemberPage('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    await screen.findByText('Full name', { selector: 'dt' });
    expect(valueFor('Full name')).toBe('Ananya Sen');
    expect(valueFor('Current job title')).toBe('Design Engineer');
    expect(valueFor('Company')).toBe('Silicon Delta');
    expect(valueFor('Gender')).toBe('Female');
    expect(valueFor('Date of birth')).toBe('2 Jul 1990Only you');
    expect(valueFor('Email')).toBe('ananya.sen@example.orgVisible to alumni');
    expect(valueFor('Phone')).toBe('9876543210Only you');
    expect(valueFor('Address')).toBe('N/AOnly you');
    expect(valueFor('Enrollment number')).toBe('HIT/2008/042');
    expect(valueFor('Year of passing')).toBe('2012');
    expect(valueFor('Programme')).toBe('Electronics and Communication Engineering');
    expect(valueFor('Branch')).toBe('N/A');
    expect(valueFor('College')).toBe('Heritage Institute of Technology');
    expect(valueFor('CGPA')).toBe('N/A');
    expect(valueFor('Experience')).toBe('N/A');
    expect(valueFor('LinkedIn profile')).toBe('N/A');
    expect(valueFor('Skills')).toBe('VerilogUVM');
    expect(valueFor('Hobbies')).toBe('N/A');
    expect(valueFor('Open to mentoring alumni')).toBe('No');
    expect(valueFor('Events participation')).toBe('No events yet');
    expect(valueFor('Donations')).toBe('N/A');

    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/updateProfilePage');
    await waitFor(() => expect(document.title).toBe(`My profile · ${institution.shortName}`));
  });

  it('sends the old edit address /updateprofile on to the edit form', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.profile.mine]: ok(anOwnProfile()),
    });
    const { currentLocation, historyAction } = renderMemberPage('/updateprofile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/updateProfilePage');
    expect(historyAction()).toBe('REPLACE');
  });

  it('speaks Bengali when Bengali is the language shown', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.profile.mine]: ok(anOwnProfile()),
    });
    await activateLanguage('bn', { everything: true });
    renderMemberPage('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeTruthy();
    await screen.findByText('পুরো নাম', { selector: 'dt' });
    expect(valueFor('লিঙ্গ')).toBe('মহিলা');
    expect(valueFor('ঠিকানা')).toBe('প্রযোজ্য নয়শুধু আপনি');
    expect(valueFor('অনুষ্ঠানে অংশগ্রহণ')).toBe('এখনও কোনও অনুষ্ঠান নেই');
    expect(valueFor('পাস করার বছর')).toBe('২০১২');
    expect(screen.getByRole('link', { name: 'প্রোফাইল সম্পাদনা করুন' })).toBeTruthy();
  });
});
