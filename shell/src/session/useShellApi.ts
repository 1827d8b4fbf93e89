import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CURRENCY, type ShellApi } from '@sellphones/contracts';
import { notify } from '@sellphones/ui';
import { appConfig } from '../config/app-config-store.ts';
import { apiClient } from './api-client.ts';
import { keptOnDeviceFor } from './kept-on-device.ts';
import { phoneToken } from './phone-token.ts';
import { signOut } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';
import { useLanguageStore } from '../language/language-store.ts';

/** The ShellApi handed to remotes: the session, the API client, what is kept on the device, toasts and navigation. */
export function useShellApi(): ShellApi {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const language = useLanguageStore((state) => state.language);
  return useMemo(() => {
    const http = apiClient();
    return {
      user,
      role,
      apiUrl: appConfig().apiUrl,
      currency: appConfig().currency ?? DEFAULT_CURRENCY,
      language,
      keptOnDevice: user ? keptOnDeviceFor(user.uid) : undefined,
      getToken: async () => phoneToken.read(),
      request: http.request,
      uploadImage: http.uploadImage,
      notify,
      signOut: async () => {
        await signOut();
        navigate('/');
      },
      navigate: (to: string) => navigate(to),
    };
  }, [language, navigate, role, user]);
}
