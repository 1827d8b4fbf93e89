import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { createHttpClient, type ShellApi } from '@sellphones/contracts';
import { notify } from '@sellphones/ui';
import { appConfig } from '../config/app-config-store.ts';
import { phoneToken } from './phone-token.ts';
import { refreshToken, signOut } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

/** The ShellApi handed to remotes: the session, the API client, toasts and navigation. */
export function useShellApi(): ShellApi {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  return useMemo(() => {
    const { apiUrl } = appConfig();
    const getToken = async () => phoneToken.read();
    const http = createHttpClient({ baseUrl: apiUrl, getToken, refreshToken });
    return {
      user,
      role,
      apiUrl,
      getToken,
      request: http.request,
      uploadImage: http.uploadImage,
      notify,
      signOut: async () => {
        await signOut();
        navigate('/');
      },
      navigate: (to: string) => navigate(to),
    };
  }, [navigate, role, user]);
}
