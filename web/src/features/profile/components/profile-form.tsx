import {
  allProgrammes,
  currentYear,
  GENDERS,
  LIMITS,
  type OwnProfile,
  PROFILE_LIMITS,
  todayIn,
  yearsOfPassing,
} from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { useFormSubmit } from '@/lib/form-submit';
import { intlLocale } from '@/lib/i18n';
import { useInstitution } from '@/lib/institution';
import { Button } from '@/ui/button';
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { ProgrammeOptions } from '@/ui/programme-options';
import { useUpdateProfile } from '../api/update-profile';
import { formatYear, genderLabel } from '../lib/display';
import {
  changesContact,
  createProfileFormSchema,
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  type ProfileUpdateValues,
  pictureProblem,
  profileFormValues,
  profileUpdateForm,
} from '../lib/profile-form';
import { CityField } from './city-field';
import { PictureField } from './picture-field';
import { VisibilityFieldset } from './visibility-fieldset';

/** The fields a server refusal may name: the profile's, and the password that confirms a new e-mail or phone. */
const FIELDS_THE_SERVER_NAMES = [...PROFILE_FORM_FIELDS, 'currentPassword'] as const;

function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900 sm:col-span-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The picture a server refusal names: a field error on profilePicture, or a 413 for the whole upload. */
function pictureErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const fieldError = error.fieldErrors.find((entry) => entry.path === 'profilePicture');
  if (fieldError) return fieldError.message;
  return error.status === 413 ? error.message : null;
}

/**
 * Focuses the first control, in page order, that has an error. The form library would go by the
 * order the fields were registered in, which puts the password field (it appears later) last.
 */
function focusFirstError(formElement: HTMLFormElement | null, errors: FieldErrors<ProfileFormValues>) {
  const controls = Array.from(formElement?.elements ?? []);
  const first = controls.find(
    (control): control is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement) &&
      Object.hasOwn(errors, control.name),
  );
  first?.focus();
}

/**
 * The profile edit form, filled with the current profile. It checks what it can before sending
 * (the contract's schema, the picture's type and size), sends only what changed, and shows the
 * server's refusals beside the fields they name.
 */
export function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: (saved: OwnProfile) => void }) {
  const institution = useInstitution();
  const updateProfile = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const pictureInputRef = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const initialValues = useMemo(() => profileFormValues(profile), [profile]);
  const years = useMemo(() => yearsOfPassing(institution.timeZone), [institution.timeZone]);
  const today = todayIn(institution.timeZone);
  // The server validates with the same schema, built from the same configured lists.
  const schema = useMemo(
    () =>
      createProfileFormSchema(
        {
          colleges: institution.colleges,
          programmes: allProgrammes(institution.programmeGroups),
          currentYear: currentYear(institution.timeZone),
          today,
        },
        initialValues,
      ),
    [institution, today, initialValues],
  );
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] });
  const asksForPassword = changesContact({ email, phone }, initialValues);
  const listItems = PROFILE_LIMITS.listItems.toLocaleString(intlLocale());
  const topicCharacters = PROFILE_LIMITS.mentorshipTopics.toLocaleString(intlLocale());

  function choosePicture(file: File | null) {
    const problem = file ? pictureProblem(file) : null;
    setPictureError(problem);
    setPicture(problem ? null : file);
    // A refused file is not kept as the input's choice: nothing would be sent for it.
    if (problem && pictureInputRef.current) pictureInputRef.current.value = '';
  }

  function keepCurrentPicture() {
    setPicture(null);
    setPictureError(null);
    if (pictureInputRef.current) {
      pictureInputRef.current.value = '';
      pictureInputRef.current.focus();
    }
  }

  const { submit, failure } = useFormSubmit(form, {
    fields: FIELDS_THE_SERVER_NAMES,
    failure: t`Your profile could not be saved. Please try again.`,
    onSubmit: async () => {
      if (pictureError) {
        pictureInputRef.current?.focus();
        return;
      }
      const values = form.getValues();
      const changed = PROFILE_FORM_FIELDS.filter((field) => values[field] !== initialValues[field]);
      if (picture) setUploadProgress(0);
      try {
        const saved = await updateProfile.mutateAsync({
          form: profileUpdateForm(values, changed, picture),
          onUploadProgress: picture ? setUploadProgress : undefined,
        });
        form.resetField('currentPassword');
        onSaved(saved);
      } catch (error) {
        const refusedPicture = pictureErrorOf(error);
        if (refusedPicture) {
          setPicture(null);
          setPictureError(refusedPicture);
          if (pictureInputRef.current) pictureInputRef.current.value = '';
        }
        throw error;
      } finally {
        setUploadProgress(null);
      }
    },
    onInvalid: (invalid) => focusFirstError(formRef.current, invalid),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-8">
      <FormSection legend={t`About you`}>
        <PictureField
          name={profile.fullName}
          currentSrc={profile.profilePicture}
          file={picture}
          error={pictureError}
          uploadProgress={uploadProgress}
          inputRef={pictureInputRef}
          onChoose={choosePicture}
          onKeepCurrent={keepCurrentPicture}
        />
        <TextField
          label={t`Full name`}
          autoComplete="name"
          maxLength={LIMITS.fullName}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <SelectField label={t`Gender`} error={errors.gender?.message} {...form.register('gender')}>
          <option value="">{t`Prefer not to say`}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel(gender)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Date of birth`}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          error={errors.dob?.message}
          {...form.register('dob')}
        />
      </FormSection>

      <FormSection legend={t`Contact`}>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          spellCheck={false}
          hint={t`You also sign in with this address.`}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t`A 10-digit Indian mobile number.`}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {asksForPassword && (
          <TextField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            hint={t`Needed to change your e-mail address or phone number.`}
            error={errors.currentPassword?.message}
            // Forgotten as soon as the e-mail and phone are back to the saved ones.
            {...form.register('currentPassword', { shouldUnregister: true })}
          />
        )}
        <TextAreaField
          label={t`Address`}
          containerClassName="sm:col-span-2"
          rows={3}
          autoComplete="street-address"
          maxLength={PROFILE_LIMITS.address}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <div className="sm:col-span-2">
          <CityField
            initial={profile.city}
            error={errors.city?.message}
            onChange={(city) => form.setValue('city', city ? String(city.id) : '', { shouldDirty: true })}
          />
        </div>
      </FormSection>

      <FormSection legend={t`Education`}>
        <TextField
          label={t`Enrollment number`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={LIMITS.enrollmentNumber}
          error={errors.enrollmentNumber?.message}
          {...form.register('enrollmentNumber')}
        />
        <SelectField
          label={t`Year of passing`}
          error={errors.yearOfPassing?.message}
          {...form.register('yearOfPassing')}
        >
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {formatYear(year)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Programme`}
          containerClassName="sm:col-span-2"
          error={errors.programme?.message}
          {...form.register('programme')}
        >
          <ProgrammeOptions groups={institution.programmeGroups} />
        </SelectField>
        <TextField
          label={t`Branch`}
          hint={t`Your specialisation, if any.`}
          maxLength={PROFILE_LIMITS.branch}
          error={errors.branch?.message}
          {...form.register('branch')}
        />
        <TextField
          label={t`CGPA`}
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.01}
          hint={t`Optional, from 0 to 10.`}
          error={errors.cgpa?.message}
          {...form.register('cgpa')}
        />
        <SelectField
          label={t`College`}
          containerClassName="sm:col-span-2"
          error={errors.collegeName?.message}
          {...form.register('collegeName')}
        >
          {institution.colleges.map((college) => (
            <option key={college} value={college}>
              {college}
            </option>
          ))}
        </SelectField>
      </FormSection>

      <FormSection legend={t`Career`}>
        <TextField
          label={t`Current job title`}
          autoComplete="organization-title"
          maxLength={PROFILE_LIMITS.jobTitle}
          error={errors.currentJobTitle?.message}
          {...form.register('currentJobTitle')}
        />
        <TextField
          label={t`Company`}
          autoComplete="organization"
          maxLength={PROFILE_LIMITS.company}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextAreaField
          label={t`Experience`}
          containerClassName="sm:col-span-2"
          rows={4}
          maxLength={PROFILE_LIMITS.experience}
          error={errors.experience?.message}
          {...form.register('experience')}
        />
        <TextField
          label={t`LinkedIn profile`}
          type="url"
          containerClassName="sm:col-span-2"
          placeholder={t`https://www.linkedin.com/in/your-name`}
          spellCheck={false}
          maxLength={PROFILE_LIMITS.linkedin}
          error={errors.linkedinProfile?.message}
          {...form.register('linkedinProfile')}
        />
      </FormSection>

      <FormSection legend={t`Skills and interests`}>
        <TextField
          label={t`Skills`}
          containerClassName="sm:col-span-2"
          hint={t`Separate them with commas, e.g. Python, Circuit design (at most ${listItems}).`}
          error={errors.skills?.message}
          {...form.register('skills')}
        />
        <TextField
          label={t`Hobbies`}
          containerClassName="sm:col-span-2"
          hint={t`Separate them with commas, e.g. Photography, Chess (at most ${listItems}).`}
          error={errors.hobbies?.message}
          {...form.register('hobbies')}
        />
        <CheckboxField
          label={t`Open to mentoring alumni`}
          hint={t`Turning this on is your consent to be offered as a mentor; take it back here or on your privacy page.`}
          className="min-h-11 sm:col-span-2"
          {...form.register('mentorshipInterest')}
        />
        <TextField
          label={t`Mentoring topics`}
          containerClassName="sm:col-span-2"
          hint={t`What you can help with, e.g. Careers in VLSI, Interview practice (at most ${topicCharacters} characters).`}
          maxLength={PROFILE_LIMITS.mentorshipTopics}
          error={errors.mentorshipTopics?.message}
          {...form.register('mentorshipTopics')}
        />
      </FormSection>

      <VisibilityFieldset
        registrations={{
          email: form.register('emailVisibility'),
          phone: form.register('phoneVisibility'),
          address: form.register('addressVisibility'),
          dob: form.register('dobVisibility'),
          city: form.register('cityVisibility'),
        }}
        attendance={form.register('attendanceVisibility')}
      />

      <div className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? t`Saving...` : t`Save changes`}
        </Button>
      </div>
    </form>
  );
}
