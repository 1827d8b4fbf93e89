import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { PHOTO_TYPES } from '@sellphones/contracts';
import { Button, fieldControl, FilePicker, FormField, notify, Page, PageTitle, PersonPhoto, ProgressBar, useFocusBackAfterRefusal } from '@sellphones/ui';
import { useAccountNameCheck, useAccountPhotoCheck } from './account-fields.ts';
import { saveProfile } from './account-flows.ts';
import { useAuthErrorMessage } from './auth-error-message.ts';
import { ErrorText, Form, FormSection, Muted } from './AuthForm.tsx';
import { AccountClosing } from './AccountClosing.tsx';
import { PasswordChange } from './PasswordChange.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { useText } from '../texts.ts';
import { useProfileText } from './profile-texts.ts';

interface ProfileFields {
  name: string;
  image: FileList | undefined;
}

/** The photo as it will be beside the file chooser; the chooser under it on a narrow phone. */
const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  > :last-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** A chosen file as an address the page can show (none where the browser makes none). */
function previewOf(file: File | undefined): string | null {
  return file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Your profile: the account's name and photo, changed after sign-up, then its password and its closing. */
export function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const t = useProfileText();
  const shellText = useText();
  const checkName = useAccountNameCheck();
  const checkPhoto = useAccountPhotoCheck({ required: false });
  const errorMessage = useAuthErrorMessage();
  const [busy, setBusy] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const [unchanged, setUnchanged] = useState(false);
  // A sign-in profile without a name stands in its email (establish-session): nothing to keep.
  const savedName = user && user.name !== user.email ? user.name : '';
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<ProfileFields>({ defaultValues: { name: savedName } });
  const chosenPhoto = useWatch({ control, name: 'image' })?.[0];
  const [preview, setPreview] = useState<string | null>(null);
  // A preview is kept while its file is chosen: the next choice or leaving the page lets it go.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  // Save is disabled while it waits, which takes the keyboard off it: a refusal puts it back.
  const pressed = useFocusBackAfterRefusal(busy, failure);
  const save = handleSubmit(async ({ name, image }) => {
    const photo = image?.[0];
    const typed = name.trim();
    setFailure('');
    if (typed === savedName && !photo) return setUnchanged(true);
    setUnchanged(false);
    const giveFocusBack = pressed();
    setBusy(true);
    setUploadProgress(photo ? 0 : null);
    try {
      await saveProfile({ name: typed, photo }, setUploadProgress);
      notify(t('profile.saved'), 'success');
      reset({ name: typed, image: undefined });
      setPreview(null);
    } catch (error) {
      setFailure(errorMessage(error));
      giveFocusBack();
    } finally {
      setBusy(false);
      setUploadProgress(null);
    }
  });

  if (!user) return null;
  return (
    <Page>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Muted>{t('profile.intro')}</Muted>
      <FormSection id="name-and-photo-title" title={t('profile.nameAndPhoto')}>
        <Form onSubmit={save} noValidate>
          <FormField id="profile-name" label={shellText('auth.name')} error={errors.name?.message}>
            <input autoComplete="name" {...fieldControl('profile-name', errors.name?.message)} {...register('name', { validate: checkName })} />
          </FormField>
          <FormField id="profile-image" label={shellText('auth.photo')} error={errors.image?.message}>
            <PhotoRow>
              <PersonPhoto
                name={savedName || user.email}
                photo={preview ?? user.photoURL}
                size={72}
                alt={preview ? t('profile.newPhoto') : shellText('dashboard.yourPhoto')}
              />
              <FilePicker
                action={t('profile.choosePhoto')}
                status={chosenPhoto?.name ?? t('profile.photoKept')}
                accept={PHOTO_TYPES.join(',')}
                disabled={busy}
                {...fieldControl('profile-image', errors.image?.message)}
                {...register('image', {
                  validate: checkPhoto,
                  onChange: (event: { target: HTMLInputElement }) => setPreview(previewOf(event.target.files?.[0])),
                })}
              />
            </PhotoRow>
          </FormField>
          {uploadProgress !== null && <ProgressBar value={uploadProgress} label={shellText('auth.uploadingPhoto')} />}
          <Button type="submit" disabled={busy}>
            {busy ? t('profile.saving') : t('profile.save')}
          </Button>
          {unchanged && <Muted role="alert">{t('profile.unchanged')}</Muted>}
          {failure && <ErrorText role="alert">{failure}</ErrorText>}
        </Form>
      </FormSection>
      <PasswordChange email={user.email} />
      {/* An admin's account is closed by nobody (the API refuses it). */}
      {role !== 'admin' && <AccountClosing email={user.email} />}
    </Page>
  );
}
